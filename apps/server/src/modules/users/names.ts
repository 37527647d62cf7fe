/** A person's name as the product shows it everywhere (members, senders, system lines, mails). */
export const fullName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim();
