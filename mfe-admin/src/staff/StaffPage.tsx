import { apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { StaffMember } from '@mealprep/shared/staff/contracts';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@mealprep/shared/staff';
import { selectAdmin, useAppSelector } from '@mealprep/shared/store';
import {
  Card,
  Heading,
  PageFrame,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useChangeStaffRole, useStaffQuery } from './api';
import { InviteForm } from './InviteForm';

const nameOf = (member: StaffMember) => `${member.first_name} ${member.last_name}`;

/**
 * `/admin/staff` (docs/architecture.md §9.8), for admins: every staff account with its role,
 * which changes after a confirmation (never one's own), and the invitation of a new member.
 */
export default function StaffPage() {
  const t = useT();
  const bus = useBus();
  const me = useAppSelector(selectAdmin);
  const { data: staff, error } = useStaffQuery();
  const changeRole = useChangeStaffRole();
  const refused = apiErrorOf(error);

  function askRole(member: StaffMember, role: StaffRole) {
    bus.emit('confirm.open', {
      title: t('admin.staff.confirmTitle', {
        name: nameOf(member),
        role: t(`admin.staff.roleName.${role}`),
      }),
      message: t('admin.staff.confirmMessage'),
      confirmTitle: t('admin.staff.confirm'),
      cancelTitle: t('admin.staff.keep'),
      action: async () => {
        // A refusal is toasted by the client; the row keeps the account's role.
        const result = await changeRole({ id: member.id, role });
        if ('error' in result) return;
        bus.emit('toast.show', {
          variant: 'success',
          description: t('admin.staff.changed', {
            email: result.data.email,
            role: t(`admin.staff.roleWord.${result.data.role}`),
          }),
        });
      },
    });
  }

  return (
    <PageFrame title={t('admin.staff.title')}>
      {refused?.status === 403 ? (
        <Text role="alert" tone="danger">
          {t('admin.noAccess')}
        </Text>
      ) : (
        <>
          <Card>
            <Stack gap={3}>
              <Heading level={2} size="xl">
                {t('admin.staff.invite')}
              </Heading>
              <Text tone="muted">{t('admin.staff.inviteHint')}</Text>
              <InviteForm
                onInvited={(member) =>
                  bus.emit('toast.show', {
                    variant: 'success',
                    description: t('admin.staff.invited', { email: member.email }),
                  })
                }
              />
            </Stack>
          </Card>
          {refused && (
            <Text role="alert" tone="danger">
              {t('admin.staff.failed')}
            </Text>
          )}
          {!staff && !refused && <Skeleton height="12rem" />}
          {staff && (
            <Table caption={t('admin.staff.list')}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.staff.name')}</th>
                  <th scope="col">{t('admin.staff.email')}</th>
                  <th scope="col">{t('admin.staff.role')}</th>
                </tr>
              </thead>
              <tbody>
                {staff.map((member) => (
                  <tr key={member.id}>
                    <td>{nameOf(member)}</td>
                    <td>{member.email}</td>
                    <td>
                      {member.id === me?.id ? (
                        <Stack gap={1}>
                          <Text weight="medium">{t(`admin.staff.roleName.${member.role}`)}</Text>
                          <Text size="sm" tone="muted">
                            {t('admin.staff.ownRole')}
                          </Text>
                        </Stack>
                      ) : (
                        <Select
                          aria-label={t('admin.staff.roleOf', { name: nameOf(member) })}
                          value={member.role}
                          onChange={(event) => {
                            const role = event.target.value;
                            if (isStaffRole(role) && role !== member.role) askRole(member, role);
                          }}
                          options={STAFF_ROLES.map((role) => ({
                            value: role,
                            label: t(`admin.staff.roleName.${role}`),
                          }))}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </PageFrame>
  );
}
