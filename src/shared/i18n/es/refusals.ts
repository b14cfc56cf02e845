import type { MessageEntries } from '../message-catalogue';

// The server's refusals in Spanish (issue 45, ADR 0047; docs/i18n.md tells how to add one). Each key is the English
// text letter for letter, as the sources write it; `{name}` stands for a value put in at run time and must appear in
// the translation with the same name (its place may change). A value that is itself a key is translated too (the
// waits of "Too many requests. Please wait {wait} and try again."); any other (a team's or a field's name) is kept.
// refusals.test.ts fails when a source's refusal has no entry here, or an entry here is no source's.
// Field names in backticks or lowercase camelCase (gameId, keys.p256dh) are the API's own names: keep them as they are.
// The product speaks to the player as "tú".

export const ES_REFUSALS: MessageEntries = {
  // Access and the transports
  Unauthorized: 'No autorizado',
  'Admin access required': 'Hace falta acceso de administrador',
  'Not found': 'No encontrado',
  /** {method} is GET, POST...; {pathnameOf} the path asked for. */
  'Not found: {method} {pathnameOf}': 'No encontrado: {method} {pathnameOf}',
  'Not found: GET /metrics': 'No encontrado: GET /metrics',
  'Send the metrics token as a bearer token.': 'Envía el token de métricas como token de portador (bearer).',
  'The request body is empty.': 'El cuerpo de la petición está vacío.',
  'The request body is not valid JSON.': 'El cuerpo de la petición no es JSON válido.',
  'Send the request body as application/json.': 'Envía el cuerpo de la petición como application/json.',
  'The request body is too large.': 'El cuerpo de la petición es demasiado grande.',
  'The request body must be a JSON object.': 'El cuerpo de la petición debe ser un objeto JSON.',
  'This call takes no input, or an empty JSON object': 'Esta llamada no recibe datos, o un objeto JSON vacío',
  'Invalid input': 'Datos no válidos',
  'Text cannot contain the NUL character': 'El texto no puede contener el carácter NUL',
  'Text must be valid Unicode: it holds half of a surrogate pair':
    'El texto debe ser Unicode válido: contiene la mitad de un par sustituto',
  'Something went wrong on our side. Please try again.':
    'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
  'The service is temporarily unavailable: the database cannot be reached. Please try again in a moment.':
    'El servicio no está disponible por ahora: no se puede acceder a la base de datos. Inténtalo de nuevo en un momento.',
  'Cross-site request refused. Reload the page and try again.':
    'Petición desde otro sitio rechazada. Recarga la página e inténtalo de nuevo.',
  'Cross-site WebSocket refused. Reload the page and try again.':
    'WebSocket desde otro sitio rechazado. Recarga la página e inténtalo de nuevo.',
  'Live updates need a WebSocket connection to /trpc':
    'Las actualizaciones en directo necesitan una conexión WebSocket a /trpc',
  'Unexpected WebSocket message format': 'Formato de mensaje WebSocket inesperado',
  'Malformed TRPCConnectionParamsMessage': 'TRPCConnectionParamsMessage mal formado',
  '`id` is required': 'Falta `id`',
  /** {type} is query or mutation. */
  'Cannot return an async iterable from a {type} procedure with WebSockets':
    'Un procedimiento {type} no puede devolver un iterable asíncrono por WebSocket',
  'Duplicate id {id}': 'Id repetido {id}',
  'The Idempotency-Key header must be 1 to {MAX_KEY_LENGTH} printable ASCII characters.':
    'La cabecera Idempotency-Key debe tener de 1 a {MAX_KEY_LENGTH} caracteres ASCII imprimibles.',
  'This Idempotency-Key was already used with a different request.':
    'Esta Idempotency-Key ya se usó con otra petición.',
  'A request with this Idempotency-Key is still in progress. Retry it in a moment.':
    'Una petición con esta Idempotency-Key sigue en curso. Repítela en un momento.',
  'No parked effect has id {id}.': 'Ningún efecto aparcado tiene el id {id}.',

  // Rate limits: {wait} is one of the waits below, translated with them.
  'Too many requests. Please wait {wait} and try again.':
    'Demasiadas peticiones. Espera {wait} e inténtalo de nuevo.',
  'Too many attempts. Please wait {wait} and try again.':
    'Demasiados intentos. Espera {wait} e inténtalo de nuevo.',
  'a minute': 'un minuto',
  '1 minute': '1 minuto',
  '{minutes} minutes': '{minutes} minutos',
  '1 second': '1 segundo',
  '{seconds} seconds': '{seconds} segundos',

  // Sign-up, sign-in and the account
  'Username must be at least 3 characters': 'El nombre de usuario debe tener al menos 3 caracteres',
  'Username must be at most 30 characters': 'El nombre de usuario debe tener como máximo 30 caracteres',
  'Username can only contain letters, numbers and underscores':
    'El nombre de usuario solo puede contener letras, números y guiones bajos',
  /** Shown beside the username field as it is typed, not a refusal. */
  'Username is available': 'El nombre de usuario está disponible',
  'Please choose an available username': 'Elige un nombre de usuario disponible',
  'Username is already taken': 'Ese nombre de usuario ya está en uso',
  'An account with this email already exists': 'Ya existe una cuenta con este correo electrónico',
  'Password must be at least 8 characters long.': 'La contraseña debe tener al menos 8 caracteres.',
  'Password must be at least 8 characters long': 'La contraseña debe tener al menos 8 caracteres',
  'Password must contain at least one letter and one number.':
    'La contraseña debe contener al menos una letra y un número.',
  'Password must be at most 128 characters long.': 'La contraseña debe tener como máximo 128 caracteres.',
  'This password is too common. Choose another.': 'Esta contraseña es demasiado común. Elige otra.',
  'Please enter a valid email address': 'Introduce una dirección de correo electrónico válida',
  'First name is required': 'El nombre es obligatorio',
  'Last name is required': 'Los apellidos son obligatorios',
  /** {value} is the field's name as its "is required" message starts ("First name", "Last name"). */
  '{value} is too long': '{value}: demasiado largo',
  'First name is too long': 'El nombre es demasiado largo',
  'Last name is too long': 'Los apellidos son demasiado largos',
  'Please select your age range': 'Selecciona tu franja de edad',
  'Please select your gender': 'Selecciona tu género',
  'Please enter your username and password': 'Introduce tu nombre de usuario y tu contraseña',
  'Please enter your password': 'Introduce tu contraseña',
  'Please accept the terms and the privacy notice': 'Acepta las condiciones y el aviso de privacidad',
  'Please choose English or Spanish': 'Elige inglés o español',
  'Please choose one of the listed timezones': 'Elige una de las zonas horarias de la lista',
  'Please choose one of the available avatars': 'Elige uno de los avatares disponibles',
  'Notification settings must be on or off':
    'Los ajustes de notificaciones deben estar activados o desactivados',
  'Please enter your current password': 'Introduce tu contraseña actual',
  'Invalid username or password': 'Nombre de usuario o contraseña incorrectos',
  'Password is incorrect': 'La contraseña es incorrecta',
  'Current password is incorrect': 'La contraseña actual es incorrecta',
  'Email cannot be changed': 'El correo electrónico no se puede cambiar',
  'That password is not the password of this account': 'Esa contraseña no es la de esta cuenta',
  'Invalid or expired reset link': 'Enlace de restablecimiento no válido o caducado',
  'This link is invalid or has expired': 'Este enlace no es válido o ha caducado',
  /** Answers of a successful call (200), kept in the same table as the refusals. */
  "If an account with that email exists, you'll receive a password reset link shortly.":
    'Si existe una cuenta con ese correo electrónico, recibirás en breve un enlace para restablecer la contraseña.',
  'Password reset successfully! You can now log in with your new password.':
    '¡Contraseña restablecida! Ya puedes iniciar sesión con tu nueva contraseña.',
  'We sent a link to your e-mail address. Open it within an hour to finish signing in.':
    'Te hemos enviado un enlace a tu correo electrónico. Ábrelo antes de una hora para terminar de iniciar sesión.',
  'Must be a path of this site': 'Debe ser una ruta de este sitio',
  'This way of signing in is not available': 'Esta forma de iniciar sesión no está disponible',
  'The sign-in provider cannot be reached right now. Please try again later.':
    'No se puede contactar ahora con el proveedor de inicio de sesión. Inténtalo más tarde.',
  'Your sign-in has expired. Please start again.': 'Tu inicio de sesión ha caducado. Empieza de nuevo.',
  'This sign-in is already linked to another account':
    'Este inicio de sesión ya está vinculado a otra cuenta',
  'This sign-in is not linked to your account': 'Este inicio de sesión no está vinculado a tu cuenta',
  'This is your last way to sign in: add another one first':
    'Es tu última forma de iniciar sesión: añade otra primero',
  'This passkey is not on your account': 'Esta llave de acceso no está en tu cuenta',
  'The passkey could not be checked. Please try again.':
    'No se pudo comprobar la llave de acceso. Inténtalo de nuevo.',
  'Type your username exactly to confirm': 'Escribe tu nombre de usuario exactamente para confirmar',
  'Confirm it is you: enter your password, use a passkey, or sign in again':
    'Confirma que eres tú: introduce tu contraseña, usa una llave de acceso o vuelve a iniciar sesión',
  'Your account has been deleted': 'Tu cuenta se ha eliminado',
  'Delete your own account from Settings': 'Elimina tu propia cuenta desde Ajustes',
  'A download is being prepared already': 'Ya se está preparando una descarga',
  'This download is not available (it lasts a day)': 'Esta descarga no está disponible (dura un día)',
  'User not found': 'Usuario no encontrado',
  'Player not found': 'Jugador no encontrado',
  'userId must be a number': 'userId debe ser un número',
  'userId is invalid': 'userId no es válido',

  // Games and picks
  'Game not found': 'Partido no encontrado',
  'Pick not found': 'Pronóstico no encontrado',
  'This game has already started': 'Este partido ya ha empezado',
  'The selected team is not playing in this game': 'El equipo elegido no juega este partido',
  'You already made a pick for this game. Change it instead.':
    'Ya hiciste una elección en este partido. Cámbiala en su lugar.',
  /** {max} is the number of picks a day the player's tier allows. */
  'Daily pick limit reached ({max})': 'Límite diario de elecciones alcanzado ({max})',
  'You can only change your own picks': 'Solo puedes cambiar tus propias elecciones',
  // The streak shield (issue 42, ADR 0050)
  'You can only arm a shield on your own picks': 'Solo puedes activar un escudo en tus propias elecciones',
  'You have no streak shield to arm': 'No tienes ningún escudo de racha que activar',
  'Your shield is already armed on another pick. Disarm it first.':
    'Tu escudo ya está activado en otra elección. Desactívalo primero.',
  'Advanced stats are a premium feature.': 'Las estadísticas avanzadas son una función premium.',
  /** {what} is an id field's name (gameId, teamId...), kept as the API names it. */
  '{what} must be a number': '{what} debe ser un número',
  '{what} must be a whole number': '{what} debe ser un número entero',
  '{what} is invalid': '{what} no es válido',
  'Date must be a calendar date written YYYY-MM-DD':
    'La fecha debe ser un día del calendario escrito AAAA-MM-DD',
  'Limit must be a whole number of at least 1': 'El límite debe ser un número entero de al menos 1',
  'Turn the calendar feed on first.': 'Activa primero el calendario.',
  'This calendar link does not work: it was turned off or made anew in Settings.':
    'Este enlace de calendario no funciona: se desactivó o se creó uno nuevo en Ajustes.',
  /** {join} lists the league codes (NFL, NBA...). */
  'sports must be a list of leagues among {join}': 'sports debe ser una lista de ligas entre {join}',
  'This link has no preview: it may have expired or been mistyped.':
    'Este enlace no tiene vista previa: puede haber caducado o estar mal escrito.',
  'You can only share an achievement you have unlocked':
    'Solo puedes compartir un logro que hayas desbloqueado',
  'Unknown achievement': 'Logro desconocido',
  'Platform must be a short name such as twitter or copy':
    'La plataforma debe ser un nombre corto como twitter o copy',
  'Platform must be text': 'La plataforma debe ser texto',

  // Leagues and their chat
  'League not found': 'Liga no encontrada',
  'League names cannot contain control characters':
    'Los nombres de liga no pueden contener caracteres de control',
  'League names must be {nameMin} to {nameMax} characters':
    'Los nombres de liga deben tener de {nameMin} a {nameMax} caracteres',
  'Only the league owner can do this': 'Solo el propietario de la liga puede hacer esto',
  'This invite code does not match any league. Check it and try again.':
    'Este código de invitación no corresponde a ninguna liga. Compruébalo e inténtalo de nuevo.',
  "This invite link doesn't work any more: the league was deleted or its owner made a new link. Ask them for the new one.":
    'Este enlace de invitación ya no funciona: la liga se eliminó o su propietario creó un enlace nuevo. Pídele el nuevo.',
  'This league is full': 'Esta liga está completa',
  'This player is not a member of the league': 'Este jugador no es miembro de la liga',
  'The owner cannot be removed: transfer the league first':
    'No se puede expulsar al propietario: transfiere antes la liga',
  'You own this league: transfer it to another member or delete it before leaving':
    'Eres el propietario de esta liga: transfiérela a otro miembro o elimínala antes de salir',
  'Please enter an invite code': 'Introduce un código de invitación',
  'Free players can own at most {ownedByFree} leagues: premium players own up to {ownedByPremium}':
    'Los jugadores gratuitos pueden tener como máximo {ownedByFree} ligas propias: los premium, hasta {ownedByPremium}',
  'You can own at most {ownedByPremium} leagues': 'Puedes tener como máximo {ownedByPremium} ligas propias',
  'Free players can be in at most {joinedByFree} leagues':
    'Los jugadores gratuitos pueden estar como máximo en {joinedByFree} ligas',
  'Premium players can be in at most {joinedByPremium} leagues':
    'Los jugadores premium pueden estar como máximo en {joinedByPremium} ligas',
  'Write something first: a message cannot be empty': 'Escribe algo primero: un mensaje no puede estar vacío',
  'Messages cannot contain control characters': 'Los mensajes no pueden contener caracteres de control',
  'Messages are at most {bodyMax} characters': 'Los mensajes tienen como máximo {bodyMax} caracteres',
  'Message not found': 'Mensaje no encontrado',
  /** {join} lists the reaction emoji. */
  'Reactions are one of: {join}': 'Las reacciones son una de estas: {join}',
  "Only the message's author or the league's owner can delete it":
    'Solo el autor del mensaje o el propietario de la liga pueden eliminarlo',
  'Message ids are whole numbers': 'Los ids de mensaje son números enteros',
  'Limit must be a whole number from 1 to {pageMax}': 'El límite debe ser un número entero de 1 a {pageMax}',

  // Push notifications
  /** {join} lists the push services accepted, the last of them possibly the phrase below. */
  'endpoint must be the address of a push service, over https on port 443: {join}':
    'endpoint debe ser la dirección de un servicio push, por https en el puerto 443: {join}',
  'a push service this server was set up to trust':
    'un servicio push en el que este servidor se configuró para confiar',
  'At most {PUSH_SUBSCRIPTIONS_MAX} devices can get push notifications: turn them off on one you no longer use':
    'Como máximo {PUSH_SUBSCRIPTIONS_MAX} dispositivos pueden recibir notificaciones push: desactívalas en uno que ya no uses',
  'endpoint must be the https:// address the browser gave for its push subscription':
    'endpoint debe ser la dirección https:// que dio el navegador para su suscripción push',
  'endpoint must be at most {toLocaleString} characters':
    'endpoint debe tener como máximo {toLocaleString} caracteres',
  'keys.p256dh must be the browser key: 65 bytes (an uncompressed P-256 point) in base64url':
    'keys.p256dh debe ser la clave del navegador: 65 bytes (un punto P-256 sin comprimir) en base64url',
  'keys.auth must be the browser secret: 16 bytes in base64url':
    'keys.auth debe ser el secreto del navegador: 16 bytes en base64url',
  'keys must hold p256dh and auth': 'keys debe contener p256dh y auth',
  /** The push prompt's title, kept in the same table as the refusals. */
  'Get a reminder before your picks lock': 'Recibe un aviso antes de que se cierren tus elecciones',
  'weeklyRecap must be true or false': 'weeklyRecap debe ser true o false',

  // The administration
  'Please enter team name and select sport.': 'Introduce el nombre del equipo y elige el deporte.',
  'A team with this name already exists in this sport': 'Ya existe un equipo con este nombre en este deporte',
  'A sport with this name already exists': 'Ya existe un deporte con este nombre',
  'Please enter sport name and display name.': 'Introduce el nombre del deporte y el nombre visible.',
  'Picks can be graded only after the game is completed':
    'Las elecciones solo se pueden calificar cuando el partido ha terminado',
  "This game has a final result and its picks follow it; fix the game's score instead":
    'Este partido tiene un resultado final y sus elecciones lo siguen; corrige el marcador del partido',
  'Result must be win, loss or push': 'El resultado debe ser win, loss o push',
  /** {score} is "Away 3, Home 2" with the teams' names. "Push" is a tie that neither wins nor loses a pick. */
  'A push needs level scores, but {name} scored more ({score}).':
    'Un empate (push) necesita un marcador igualado, pero {name} marcó más ({score}).',
  '{name} cannot be the winner: {name2} scored more ({score}).':
    '{name} no puede ser el ganador: {name2} marcó más ({score}).',
  /** {sport} is the league's code (NFL, NBA...). */
  'Level scores ({score}) are a push in {sport}: only soccer games are won past a draw.':
    'Un marcador igualado ({score}) es un empate (push) en {sport}: solo los partidos de fútbol se ganan tras un empate.',
  /** {format} is the game's start, a date and time in English. */
  'This game has not started: it starts {format}. Send force: true to enter a final score anyway.':
    'Este partido no ha empezado: empieza el {format}. Envía force: true para introducir un resultado final de todos modos.',
  'Please fill in all required fields.': 'Rellena todos los campos obligatorios.',
  'Please select both teams, date, and time.': 'Elige los dos equipos, la fecha y la hora.',
  'Home and away teams must be different.': 'Los equipos local y visitante deben ser distintos.',
  'Home and away teams must play the same sport':
    'Los equipos local y visitante deben jugar al mismo deporte',
  'Team not found': 'Equipo no encontrado',
  'Only a scheduled game can be edited': 'Solo se puede editar un partido programado',
  'This game already has picks; its teams cannot be changed':
    'Este partido ya tiene elecciones; sus equipos no se pueden cambiar',
  'Date must be a real day written as YYYY-MM-DD': 'La fecha debe ser un día real escrito como AAAA-MM-DD',
  'Time must be written as HH:MM (00:00-23:59)': 'La hora debe escribirse como HH:MM (00:00-23:59)',
  'scheduledTime must be an ISO 8601 date and time with an offset':
    'scheduledTime debe ser una fecha y hora ISO 8601 con desfase horario',
  'Team records must be whole numbers of at least 0':
    'Los balances de los equipos deben ser números enteros de al menos 0',
  'The line must be an object with favorite, spread and overUnder, or null to remove it':
    'La línea debe ser un objeto con favorite, spread y overUnder, o null para quitarla',
  'The favorite must be home or away': 'El favorito debe ser home o away',
  'The spread must be a number of points from 0 to 100, in hundredths at most':
    'El hándicap debe ser un número de puntos de 0 a 100, con centésimas como mucho',
  'The over/under must be a number above 0 and at most 1000, in hundredths at most':
    'El over/under debe ser un número mayor que 0 y de 1000 como mucho, con centésimas como mucho',
  'A spread above 0 needs a favorite: home or away':
    'Un hándicap mayor que 0 necesita un favorito: home o away',
  'A line needs a spread or an over/under': 'Una línea necesita un hándicap o un over/under',
  'Please fill in all score fields.': 'Rellena todos los campos del marcador.',
  "The winner must be one of the game's teams or push":
    'El ganador debe ser uno de los equipos del partido o push',
  'Winner must be home, away or push': 'El ganador debe ser home, away o push',
  'A free pick already exists for tomorrow': 'Ya existe una elección gratuita para mañana',
  'Id must be a whole number': 'El id debe ser un número entero',
  /** {side} is Home or Away: the full messages follow, so the side is translated with them. */
  '{side} score is too large': 'El marcador de {side} es demasiado grande',
  '{side} score cannot be negative': 'El marcador de {side} no puede ser negativo',
  '{side} score must be a whole number': 'El marcador de {side} debe ser un número entero',
  '{side} score must be a number': 'El marcador de {side} debe ser un número',
  'Home score is too large': 'El marcador local es demasiado grande',
  'Home score cannot be negative': 'El marcador local no puede ser negativo',
  'Home score must be a whole number': 'El marcador local debe ser un número entero',
  'Home score must be a number': 'El marcador local debe ser un número',
  'Away score is too large': 'El marcador visitante es demasiado grande',
  'Away score cannot be negative': 'El marcador visitante no puede ser negativo',
  'Away score must be a whole number': 'El marcador visitante debe ser un número entero',
  'Away score must be a number': 'El marcador visitante debe ser un número',
  'force must be true or false': 'force debe ser true o false',
  'page must be a whole number': 'page debe ser un número entero',
  'pageSize must be a whole number': 'pageSize debe ser un número entero',
  'page is past the last page': 'page está más allá de la última página',
  'sort must be newest or oldest': 'sort debe ser newest u oldest',
  'sort must be one of newest, oldest, username, wins, picks, lastLogin':
    'sort debe ser uno de newest, oldest, username, wins, picks, lastLogin',
  'ungradedOnly must be true or false': 'ungradedOnly debe ser true o false',
  'sportId must be a whole number': 'sportId debe ser un número entero',
  'status must be completed or live': 'status debe ser completed o live',
  'limit must be a whole number': 'limit debe ser un número entero',
  'adminId must be a whole number': 'adminId debe ser un número entero',
  'targetKind is not a kind of target': 'targetKind no es un tipo de objetivo',
  'cursor must be a whole number': 'cursor debe ser un número entero',
  'cursor is not one this list gave': 'cursor no es uno que haya dado esta lista',
  'Subscription tier must be free or premium': 'El nivel de suscripción debe ser free o premium',
  'This user has no email address': 'Este usuario no tiene dirección de correo electrónico',
  'Please fill in title and month.': 'Rellena el título y el mes.',
  'Month must be written as YYYY-MM': 'El mes debe escribirse como AAAA-MM',
  'Prizes can be created only for months of this year or next year':
    'Solo se pueden crear premios para meses de este año o del próximo',
  'Year must be between 2020 and 2030': 'El año debe estar entre 2020 y 2030',
  'Year must match the month': 'El año debe coincidir con el mes',
  /** {month} is the month as YYYY-MM; {title} the other prize's title. */
  '{month} already has an active prize ("{title}"). Create it with replace: true to make that one inactive.':
    '{month} ya tiene un premio activo («{title}»). Créalo con replace: true para desactivar ese.',
  'Prize not found': 'Premio no encontrado',
  'Suggested game not found': 'Partido sugerido no encontrado',
  'This suggested game was already approved': 'Este partido sugerido ya se aprobó',
  'This suggested game was already rejected': 'Este partido sugerido ya se rechazó',
  'Only a rejected suggested game can be restored': 'Solo se puede restaurar un partido sugerido rechazado',
  'A game for this event already exists': 'Ya existe un partido para este evento',
  'This suggested game names the same team as home and away':
    'Este partido sugerido nombra al mismo equipo como local y visitante',
  'Please select at least one sport to import games from.':
    'Elige al menos un deporte del que importar partidos.',
  /** {name} is what was sent; {join} lists the sports the feed knows. */
  'Unknown sport "{name}". Choose from {join}.': 'Deporte desconocido «{name}». Elige entre {join}.',
  'The sports feed could not be read. Please try again later.':
    'No se pudo leer la fuente de datos deportivos. Inténtalo más tarde.',
  'Please choose a sport to sync.': 'Elige un deporte para sincronizar.',
  'Unknown sport': 'Deporte desconocido',
  /** {syncSportUnknown} is "Unknown sport" (translated with it); {sportName} what was sent. */
  '{syncSportUnknown} "{sportName}"': '{syncSportUnknown} «{sportName}»',
  /** Follows a league's code in a sync's report ("PGA has no team data..."), not a refusal. */
  'has no team data in the sports feed; nothing was synced.':
    'no tiene datos de equipos en la fuente de datos deportivos; no se sincronizó nada.',
  /** A prize month's winner asked for a month not written as 2026-11. */
  'month must be YYYY-MM': 'el mes debe ser AAAA-MM',
};
