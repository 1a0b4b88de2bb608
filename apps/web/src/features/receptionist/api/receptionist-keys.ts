/** Every Receptionist query of one organisation (what a change to bookings or set-up invalidates). */
export const receptionistKey = (orgId: string | null) => ['receptionist', orgId] as const;
