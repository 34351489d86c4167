import { useCallback } from 'react';
import { apiPaths, baseApi } from '@mealprep/shared/api';
import { useAppDispatch } from '@mealprep/shared/store';
import type { StaffMember } from '@mealprep/shared/staff/contracts';
import type { StaffInviteRequest, StaffRoleRequest } from '@mealprep/shared/validation';

/** The list with `member` in its place, or added where the API lists it (by first name, then id). */
export function withMember(list: readonly StaffMember[], member: StaffMember): StaffMember[] {
  const others = list.filter((existing) => existing.id !== member.id);
  const at = others.findIndex(
    (existing) =>
      existing.first_name.localeCompare(member.first_name) > 0 ||
      (existing.first_name === member.first_name && existing.id > member.id),
  );
  return at === -1 ? [...others, member] : [...others.slice(0, at), member, ...others.slice(at)];
}

const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    staff: build.query<StaffMember[], void>({
      query: () => ({ url: apiPaths.adminStaff, options: { showError: false } }),
    }),
    /** Invites a member of staff; the form puts a refusal on its fields. */
    inviteStaff: build.mutation<StaffMember, StaffInviteRequest>({
      query: (body) => ({
        url: apiPaths.adminStaff,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
    /** Changes a member of staff's role; a refusal is toasted by the client. */
    changeStaffRole: build.mutation<StaffMember, StaffRoleRequest & { id: number }>({
      query: ({ id, role }) => ({
        url: apiPaths.adminStaffMember(id),
        method: 'PATCH',
        body: { role } satisfies StaffRoleRequest,
      }),
    }),
  }),
});

export const { useStaffQuery } = staffApi;

/**
 * A staff mutation whose answer (the member invited or changed) is put into the cached list
 * before the caller goes on, so a toast never comes ahead of the list it speaks of.
 */
function useWrittenToList<A, R extends { data?: StaffMember }>(
  trigger: (args: A) => PromiseLike<R>,
) {
  const dispatch = useAppDispatch();
  return useCallback(
    async (args: A): Promise<R> => {
      const result = await trigger(args);
      const member = result.data;
      if (member) {
        dispatch(
          staffApi.util.updateQueryData('staff', undefined, (list) => withMember(list, member)),
        );
      }
      return result;
    },
    [trigger, dispatch],
  );
}

/** Invites a member of staff (the form puts a refusal on its fields). */
export function useInviteStaff() {
  const [invite] = staffApi.useInviteStaffMutation();
  return useWrittenToList(invite);
}

/** Changes a member of staff's role (a refusal is toasted by the client). */
export function useChangeStaffRole() {
  const [changeRole] = staffApi.useChangeStaffRoleMutation();
  return useWrittenToList(changeRole);
}
