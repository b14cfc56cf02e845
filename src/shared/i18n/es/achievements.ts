import { LIMITS, thresholdOf } from '../../achievement-limits';
import type { AchievementType } from '../../achievements';

// The achievements' titles and descriptions in Spanish (issue 45, ADR 0047), for the pushes that announce an
// unlock and for any screen that shows them. Every number comes from LIMITS, as in achievements.ts.

const { winMilestones, winRuns, lossRuns, accuracyMaster, sniper } = LIMITS;
const wins = (type: AchievementType) => thresholdOf(winMilestones, type);
const winRun = (type: AchievementType) => thresholdOf(winRuns, type);
const lossRun = (type: AchievementType) => thresholdOf(lossRuns, type);
const milestone = (type: AchievementType) => `Acierta ${wins(type)} elecciones`;
const misses = (type: AchievementType) => `Falla ${lossRun(type)} elecciones seguidas`;
/** 6 -> "las 6:00", 22 -> "las 22:00": Spanish clocks count 24 hours. */
const clockHour = (hour: number) => `las ${hour}:00`;

export const ES_ACHIEVEMENTS: Readonly<Record<AchievementType, { title: string; description: string }>> = {
  rookie_star: { title: 'Estrella novata', description: 'Acierta tu primera elección' },
  first_five: { title: 'Los primeros cinco', description: milestone('first_five') },
  double_digits: { title: 'Dos cifras', description: milestone('double_digits') },
  quarter_century: { title: 'Un cuarto de siglo', description: milestone('quarter_century') },
  half_century: { title: 'Medio siglo', description: milestone('half_century') },
  century_club: { title: 'Club de los cien', description: milestone('century_club') },
  hot_streak: {
    title: 'Racha caliente',
    description: `Acierta ${winRun('hot_streak')} elecciones seguidas este mes`,
  },
  on_fire: { title: 'En llamas', description: `Acierta ${winRun('on_fire')} elecciones seguidas` },
  unstoppable: { title: 'Imparable', description: `Acierta ${winRun('unstoppable')} elecciones seguidas` },
  accuracy_master: {
    title: 'Maestro de la precisión',
    description: `Acierta el ${accuracyMaster.percent} % o más de tus elecciones este mes, con ${accuracyMaster.picks} o más calificadas`,
  },
  sniper: {
    title: 'Francotirador',
    description: `Acierta el ${sniper.percent} % o más de tus elecciones, con ${sniper.picks} o más calificadas`,
  },
  perfect_week: {
    title: 'Semana perfecta',
    description: `Acierta ${LIMITS.perfectWeekWins} elecciones en una semana sin ningún fallo`,
  },
  weekly_champion: { title: 'Campeón semanal', description: 'Termina primero en la clasificación semanal' },
  podium_finish: {
    title: 'En el podio',
    description: `Llega a los ${LIMITS.podiumRank} primeros de la clasificación semanal`,
  },
  dark_horse: {
    title: 'Caballo ganador',
    description: `Sube ${LIMITS.darkHorseJump} puestos o más en la clasificación semanal en un día`,
  },
  early_bird: {
    title: 'Madrugador',
    description: `Haz ${LIMITS.earlyBird} elecciones antes de ${clockHour(LIMITS.earlyBefore)}`,
  },
  night_owl: {
    title: 'Ave nocturna',
    description: `Haz ${LIMITS.nightOwl} elecciones después de ${clockHour(LIMITS.nightFrom)}`,
  },
  weekend_warrior: {
    title: 'Guerrero de fin de semana',
    description: `Haz ${LIMITS.weekendWarrior} elecciones en fines de semana`,
  },
  social_butterfly: { title: 'Mariposa social', description: `Comparte ${LIMITS.socialShares} logros` },
  learning_curve: { title: 'Curva de aprendizaje', description: misses('learning_curve') },
  conspiracy_theorist: { title: 'Teórico de la conspiración', description: misses('conspiracy_theorist') },
  opposite_day: { title: 'El día al revés', description: misses('opposite_day') },
  unlucky_charm: {
    title: 'Gafe',
    description: `Corta una racha de ${LIMITS.unluckyBrokenStreak} aciertos o más con un fallo`,
  },
  bold_strategy: {
    title: 'Estrategia audaz',
    description: `Elige al menos favorito ${LIMITS.boldStrategy} veces`,
  },
  participation_award: {
    title: 'Premio a la participación',
    description: `Haz ${LIMITS.participation} elecciones`,
  },
  comeback_kid: {
    title: 'Rey de la remontada',
    description: `Acierta ${LIMITS.comebackWins} seguidas justo después de fallar ${LIMITS.comebackLosses} seguidas`,
  },
  shielded: {
    title: 'Escudado',
    description: 'Que un escudo de racha salve tu racha de una elección fallada',
  },
};
