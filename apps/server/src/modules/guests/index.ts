/** Guests: what dossiers use to give an external contact time-limited access. */
export { inviteGuest } from './invite.ts';
