// PGA Tour: 16 well-known golfers, each seeded as a SeedTeam.
import type { SeedTeam } from './types';

export const PGA_GOLFERS: SeedTeam[] = [
  { name: 'Scottie Scheffler', abbreviation: 'SSC', primaryColor: '#002868', secondaryColor: '#BF0A30' },
  { name: 'Rory McIlroy', abbreviation: 'RMC', primaryColor: '#169B62', secondaryColor: '#FF883E' },
  { name: 'Xander Schauffele', abbreviation: 'XSC', primaryColor: '#1B365D', secondaryColor: '#C8A951' },
  { name: 'Collin Morikawa', abbreviation: 'CMO', primaryColor: '#0B3D2E', secondaryColor: '#E0C27A' },
  { name: 'Ludvig Åberg', abbreviation: 'LAB', primaryColor: '#006AA7', secondaryColor: '#FECC02' },
  { name: 'Viktor Hovland', abbreviation: 'VHO', primaryColor: '#BA0C2F', secondaryColor: '#00205B' },
  { name: 'Patrick Cantlay', abbreviation: 'PCA', primaryColor: '#2C3E50', secondaryColor: '#BDC3C7' },
  { name: 'Jordan Spieth', abbreviation: 'JSP', primaryColor: '#BF5700', secondaryColor: '#333F48' },
  { name: 'Justin Thomas', abbreviation: 'JTH', primaryColor: '#AD0000', secondaryColor: '#1C1C1C' },
  { name: 'Tommy Fleetwood', abbreviation: 'TFL', primaryColor: '#012169', secondaryColor: '#C8102E' },
  { name: 'Hideki Matsuyama', abbreviation: 'HMA', primaryColor: '#BC002D', secondaryColor: '#FFFFFF' },
  { name: 'Wyndham Clark', abbreviation: 'WCL', primaryColor: '#4B2E83', secondaryColor: '#A7A9AC' },
  { name: 'Max Homa', abbreviation: 'MHO', primaryColor: '#003262', secondaryColor: '#FDB515' },
  { name: 'Tony Finau', abbreviation: 'TFI', primaryColor: '#7C2529', secondaryColor: '#D4AF37' },
  { name: 'Sahith Theegala', abbreviation: 'STH', primaryColor: '#FF671F', secondaryColor: '#046A38' },
  { name: 'Shane Lowry', abbreviation: 'SLO', primaryColor: '#00843D', secondaryColor: '#FFFFFF' },
];
