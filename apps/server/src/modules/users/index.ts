/** Users: names, the lookups other modules need, and the one way an invited user gets an account. */
export { addInvitedUser, emailInUse } from './add-invited-user.ts';
export { fullName } from './names.ts';
export { presentUser } from './presenter.ts';
export { colleagueIdsOf, findLiveUserByEmail, liveAdminsOf, pickableUsersOf } from './queries.ts';
