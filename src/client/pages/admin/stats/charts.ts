// The Stats tab's charts as one lazy chunk (see lazy-charts.tsx): the chart library with both pictures.
export { DailyActivityChart } from './DailyActivityChart';
export { PremiumShareChart } from './PremiumShareChart';
