export const SUPPORT_EMAIL = 'support@streakpickem.com';
