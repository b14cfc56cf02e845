import type { NotificationWords } from './words';

// The Spanish of every e-mail and push (ADR 0047; docs/i18n.md). A "pick" is a "pronóstico"; a "push" (a tie that
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
    title: 'Tu pronóstico se ha calificado',
    correctionTitle: 'Corrección: tu pronóstico se ha vuelto a calificar',
    correction: (body) => `Corrección: ${body}`,
  },
  testPush:
    'Las notificaciones están activadas. Así se verá un aviso antes de que se cierren tus pronósticos.',
  achievementTitle: (title) => `Logro desbloqueado: ${title}`,
  reminder: {
    title: 'Haz tus pronósticos',
    oneGame: (time) => `1 partido que aún puedes pronosticar se cierra a las ${time}.`,
    games: (count, time) => `${count} partidos que aún puedes pronosticar se cierran desde las ${time}.`,
    noCap: 'Haz tus pronósticos antes del comienzo.',
    picksLeft: (n) => `Te ${n === 1 ? 'queda' : 'quedan'} ${plural(n, 'pronóstico', 'pronósticos')} hoy.`,
  },
  daily: {
    subject: (games) => `Pronósticos de hoy: ${plural(games, 'partido', 'partidos')} por pronosticar`,
    heading: (label, zone) => `Partidos de hoy que aún puedes pronosticar (horas en ${label}, ${zone}):`,
    noCap: 'Puedes pronosticar todos los partidos.',
    picksLeft: (n) => `Te ${n === 1 ? 'queda' : 'quedan'} ${plural(n, 'pronóstico', 'pronósticos')} hoy.`,
    makePicks: (url) => `Haz tus pronósticos: ${url}`,
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
      `Mejor pronóstico: ${team} ante ${opponent}, elegido por el ${share} % de los jugadores.`,
    noBestPick: 'Mejor pronóstico: ninguno esta semana.',
    leagues: 'Tus ligas:',
    notRanked: 'sin clasificar',
    rank: (rank, members) => `n.º ${rank} de ${members}`,
    ledBy: (leader) => `, con ${leader} en cabeza`,
    makePicks: (url) => `Haz los pronósticos de esta semana: ${url}`,
    why: (app, settingsUrl) =>
      `Recibes este resumen semanal porque está activado en los ajustes de ${app} (${settingsUrl}).`,
    unsubscribe: (url) => `Desactiva los correos con un clic: ${url}`,
    subject: (record, s) => `Tu semana: ${record}${s > 0 ? `, racha W${s}` : ''}`,
    pushTitle: (record) => `Tu semana: ${record}`,
    pushBestPick: (team) => `Mejor pronóstico: ${team}.`,
    pushRank: (rank, league) => `N.º ${rank} en ${league}.`,
    pushStreak: (s) => `Racha: ${s > 0 ? `W${s}` : s < 0 ? `L${-s}` : 'lista'}.`,
  },
};
