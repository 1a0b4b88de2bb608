import { users } from '../../db/schema.js';

/** The inviting admin's columns, for a left join on `org_invitations.invited_by`. */
export const inviterColumns = {
  inviterFirstName: users.firstName,
  inviterLastName: users.lastName,
  inviterEmail: users.email,
};

/** Name, else e-mail; null when the inviter's account is gone (the column is set null). */
export function inviterName(row: {
  inviterFirstName: string | null;
  inviterLastName: string | null;
  inviterEmail: string | null;
}): string | null {
  const name = `${row.inviterFirstName ?? ''} ${row.inviterLastName ?? ''}`.trim();
  return name || row.inviterEmail;
}
