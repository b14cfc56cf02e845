import { useLocalStorage } from '@mantine/hooks';

/** The league a player last chose to see on the game list ('all' for every league), kept on the device. */
export function useLeagueFilter() {
  return useLocalStorage<string>({
    key: 'pickem.games.league',
    defaultValue: 'all',
    getInitialValueInEffect: false,
  });
}
