import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment, CreateAppointment, Slot, WaitlistMatch } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { api } from '../../../lib/api/client';
import { receptionistKey } from './receptionist-keys';

const base = '/api/v1/receptionist';

export const appointmentsQuery = (orgId: string | null, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'appointments', range.from, range.to] as const,
    queryFn: ({ signal }) =>
      api.get<Appointment[]>(`${base}/appointments`, { query: range, signal }),
    enabled: Boolean(orgId),
  });

export function useAppointments(range: { from: string; to: string }) {
  const { currentOrgAccess } = useAccount();
  return useQuery(appointmentsQuery(currentOrgAccess, range));
}

export const slotsQuery = (
  orgId: string | null,
  query: { typeId: string; from: string; to: string } | null,
) =>
  queryOptions({
    queryKey: [...receptionistKey(orgId), 'slots', query] as const,
    queryFn: ({ signal }) =>
      api.get<{ slots: Slot[] }>(`${base}/slots`, { query: query!, signal }).then((d) => d.slots),
    enabled: Boolean(orgId && query),
  });

export function useSlots(query: { typeId: string; from: string; to: string } | null) {
  const { currentOrgAccess } = useAccount();
  return useQuery(slotsQuery(currentOrgAccess, query));
}

function useBookingMutation<V, R>(change: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const { currentOrgAccess } = useAccount();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: receptionistKey(currentOrgAccess) }),
  });
}

export const useBook = () =>
  useBookingMutation((body: CreateAppointment) =>
    api.post<Appointment>(`${base}/appointments`, body),
  );

export const useMove = () =>
  useBookingMutation(
    ({ id, ...body }: { id: string; start: string; end?: string; resourceIds?: string[] }) =>
      api.request<Appointment>(`${base}/appointments/${id}`, { method: 'PATCH', body }),
  );

export const useCancel = () =>
  useBookingMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post<{ waitlist: WaitlistMatch }>(`${base}/appointments/${id}/cancel`, { reason }),
  );
