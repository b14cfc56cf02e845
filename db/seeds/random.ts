// The demo seed and the demo simulator share one generator, so a fresh demo database looks alike everywhere.
export { SeededRandom } from '../../src/server/modules/sports-feed/demo/seeded-random';
