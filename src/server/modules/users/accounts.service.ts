// The account rows other modules read and write: sign-up and sign-in (auth), password resets, the live
// sockets and the start-up admin. Each takes the caller's database or transaction; only users.repo runs them.
export {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  setLastLogin,
  setUserPassword,
  usernameExists,
} from './users.repo';
