// Sessions, as the auth plugin and the scripts use them (decision 011): stored in PostgreSQL so
// every instance knows them. The queries are this module's own (sessions.repository.ts).
export {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  touchSession,
} from './sessions.repository.ts';
