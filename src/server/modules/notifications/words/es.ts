import type { NotificationWords } from './notification-words';

// The Spanish of every e-mail and push (ADR 0047; docs/i18n.md). A "pick" is an "elección" (the screens' word); a "push" (a tie that
// neither wins nor loses a pick) is an "empate". The product speaks to the player as "tú".

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A week's first day (YYYY-MM-DD) as Spanish writes it: "lunes, 23 de noviembre". */
const weekDay = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayOf = (isoDay: string) => weekDay.format(new Date(`${isoDay}T00:00:00Z`));

export const ES_WORDS: NotificationWords = {
  intl: 'es-ES',
  graded: {
    result: { win: '¡Acierto!', loss: 'Fallo.', push: 'Empate.' },
    streakReady: 'Tu racha está lista para empezar.',
    /** `label` is the streak as the screens show it (W5, L2). */
    onStreak: (label) => `Llevas ${label}.`,
    title: 'Tu elección se ha calificado',
    correctionTitle: 'Corrección: tu elección se ha vuelto a calificar',
    correction: (body) => `Corrección: ${body}`,
  },
  testPush:
    'Las notificaciones están activadas. Así se verá un aviso antes de que se cierren tus elecciones.',
  achievementTitle: (title) => `Logro desbloqueado: ${title}`,
  reminder: {
    title: 'Haz tus elecciones',
    oneGame: (time) => `1 partido en el que aún puedes elegir se cierra a las ${time}.`,
    games: (count, time) => `${count} partidos en los que aún puedes elegir se cierran desde las ${time}.`,
    noCap: 'Haz tus elecciones antes del comienzo.',
    picksLeft: (n) => `Te ${n === 1 ? 'queda' : 'quedan'} ${plural(n, 'elección', 'elecciones')} hoy.`,
  },
  daily: {
    subject: (games) => `Elecciones de hoy: ${plural(games, 'partido', 'partidos')} por elegir`,
    heading: (label, zone) => `Partidos de hoy en los que aún puedes elegir (horas en ${label}, ${zone}):`,
    noCap: 'Puedes elegir en todos los partidos.',
    picksLeft: (n) => `Te ${n === 1 ? 'queda' : 'quedan'} ${plural(n, 'elección', 'elecciones')} hoy.`,
    makePicks: (url) => `Haz tus elecciones: ${url}`,
    why: (app) =>
      `Recibes este correo porque las notificaciones por correo están activadas en los ajustes de ${app}.`,
    unsubscribe: (url) => `Desactívalas con un clic: ${url}`,
  },
  recap: {
    greeting: (name, week) => `Hola, ${name}: este es tu resumen de la semana (desde el ${dayOf(week)}):`,
    record: (record, withPushes) => `Balance: ${record} (aciertos-fallos${withPushes ? '-empates' : ''})`,
    streak: (s) =>
      `Empiezas la nueva semana con ${
        s > 0
          ? `una racha de ${s} aciertos`
          : s < 0
            ? `una racha de ${-s} fallos`
            : 'un nuevo comienzo (sin racha)'
      }.`,
    bestPick: (team, opponent, share) =>
      `Mejor elección: ${team} ante ${opponent}, elegida por el ${share} % de los jugadores.`,
    noBestPick: 'Mejor elección: ninguna esta semana.',
    leagues: 'Tus ligas:',
    notRanked: 'sin clasificar',
    rank: (rank, members) => `n.º ${rank} de ${members}`,
    ledBy: (leader) => `, con ${leader} en cabeza`,
    headToHead: (outcome, opponent, mine, theirs) =>
      outcome === 'bye'
        ? '; cara a cara: descanso esta semana'
        : `; cara a cara: ${outcome === 'won' ? 'ganaste a' : outcome === 'lost' ? 'perdiste con' : 'empataste con'} ${opponent} (${mine} contra ${theirs})`,
    makePicks: (url) => `Haz las elecciones de esta semana: ${url}`,
    why: (app, settingsUrl) =>
      `Recibes este resumen semanal porque está activado en los ajustes de ${app} (${settingsUrl}).`,
    unsubscribe: (url) => `Desactiva los correos con un clic: ${url}`,
    subject: (record, s) => `Tu semana: ${record}${s > 0 ? `, racha W${s}` : ''}`,
    pushTitle: (record) => `Tu semana: ${record}`,
    pushBestPick: (team) => `Mejor elección: ${team}.`,
    pushRank: (rank, league) => `N.º ${rank} en ${league}.`,
    pushStreak: (s) => `Racha: ${s > 0 ? `W${s}` : s < 0 ? `L${-s}` : 'lista'}.`,
  },
};
