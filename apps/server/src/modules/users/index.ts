/** Users: names, and the lookups other modules need. */
export { fullName } from './names.ts';
export { presentUser } from './presenter.ts';
export { colleagueIdsOf, findLiveUserByEmail, pickableUsersOf } from './queries.ts';
