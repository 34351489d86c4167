import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { acceptedForm, apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { Address } from '@mealprep/shared/account/contracts';
import { useLocale, withLocalePrefix } from '@mealprep/shared/i18n';
import { RETURN_PARAM, safeReturnPath } from '@mealprep/shared/routes';
import {
  Badge,
  Button,
  Card,
  Cluster,
  EmptyState,
  PageFrame,
  SectionCard,
  Skeleton,
  Stack,
} from '@mealprep/shared/ui';
import type { AddressRequest } from '@mealprep/shared/validation';
import { useT } from '../i18n';
import { useSavedAddressesQuery } from '@mealprep/shared/account/api';
import { useDeleteAddressMutation, useSaveAddressMutation } from './api';

// The form (with formik) loads when it is opened, so a visit to the list stays small.
const AddressForm = lazy(() =>
  import(/* webpackChunkName: "account-addressForm" */ './AddressForm').then((module) => ({
    default: module.AddressForm,
  })),
);

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;

const Lines = styled.address`
  font-style: normal;
  line-height: 1.5;
`;

type Editing = { address: Address | null } | null;

function addressLines(address: Address): string[] {
  return [
    [address.unit_no, address.address_1].filter(Boolean).join(', '),
    address.address_2 ?? '',
    `${address.postcode} ${address.city}`,
    address.state,
  ].filter(Boolean);
}

/** The re-save that makes an address the default (docs/spec.md §4: is_default set to 1). */
function defaultBody(address: Address): AddressRequest {
  const { id: _id, is_default: _isDefault, ...fields } = address;
  return acceptedForm<AddressRequest>({
    ...fields,
    unit_no: fields.unit_no ?? '',
    address_2: fields.address_2 ?? '',
    is_default: 1,
  });
}

/** Handed back to the return page: the id of the address just added. */
export const NEW_ADDRESS_PARAM = 'address';

/**
 * `/account/address`: the address book (docs/spec.md §2, §3, §4). `?new=1` opens the add form at once;
 * with `?redirect=/checkout` saving goes back there with `?address=<new id>`, cancelling without.
 */
export default function AddressesPage() {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get(RETURN_PARAM));
  const book = useSavedAddressesQuery();
  const [save] = useSaveAddressMutation();
  const [remove] = useDeleteAddressMutation();
  const [editing, setEditing] = useState<Editing>(() =>
    params.get('new') === '1' ? { address: null } : null,
  );
  const [busy, setBusy] = useState<number | null>(null);

  const ready = book.data !== undefined;
  const list = book.data ?? [];
  const notify = (description: string) =>
    bus.emit('toast.show', { variant: 'success', description });

  async function makeDefault(address: Address) {
    setBusy(address.id);
    // A refusal is toasted by the client; saving marks the book stale, so it is asked again.
    const result = await save({ id: address.id, body: defaultBody(address), toast: true });
    setBusy(null);
    if (result.error === undefined) notify(t('account.address.defaultDone'));
  }

  function askDelete(address: Address) {
    bus.emit('confirm.open', {
      // Named as its card shows it, so the right one of several addresses is deleted.
      title: t('account.address.deleteTitle', { address: addressLines(address).join(', ') }),
      message: t('common.confirm.message'),
      confirmTitle: t('account.address.deleteConfirm'),
      cancelTitle: t('account.address.keep'),
      action: async () => {
        const result = await remove(address.id);
        if (result.error === undefined) notify(t('account.address.deleted'));
      },
    });
  }

  return (
    <PageFrame title={t('account.addresses.title')}>
      {book.isLoading && (
        <Grid aria-hidden="true">
          {[0, 1].map((index) => (
            <li key={index}>
              <Skeleton width="100%" height="10rem" radius="lg" />
            </li>
          ))}
        </Grid>
      )}
      {!ready && book.isError && (
        <EmptyState
          title={t('account.page.error')}
          description={apiErrorOf(book.error)?.message}
          action={<Button onClick={() => void book.refetch()}>{t('account.page.retry')}</Button>}
        />
      )}
      {editing && ready && (
        <SectionCard
          title={editing.address ? t('account.address.edit') : t('account.address.add')}
          gap={4}
        >
          <Suspense fallback={<Skeleton width="100%" height="24rem" radius="md" />}>
            <AddressForm
              address={editing.address}
              isFirst={!editing.address && list.length === 0}
              onCancel={() => {
                setEditing(null);
                if (back && !editing.address) navigate(withLocalePrefix(back, locale));
              }}
              onSaved={(saved) => {
                notify(t('account.address.saved'));
                setEditing(null);
                if (back && !editing.address) {
                  const [path, query = ''] = back.split('?');
                  const next = new URLSearchParams(query);
                  next.set(NEW_ADDRESS_PARAM, String(saved.id));
                  navigate(`${withLocalePrefix(path ?? '/', locale)}?${next.toString()}`);
                  return;
                }
                // The book already shows it (the save put it in place) and is asked again
                // for the server's default flags.
              }}
            />
          </Suspense>
        </SectionCard>
      )}
      {ready && list.length === 0 && !editing && (
        <EmptyState
          title={t('account.address.emptyTitle')}
          description={t('account.address.emptyBody')}
          action={
            <Button onClick={() => setEditing({ address: null })}>
              {t('account.address.add')}
            </Button>
          }
        />
      )}
      {ready && list.length > 0 && (
        <Stack gap={4}>
          {!editing && (
            <div>
              <Button onClick={() => setEditing({ address: null })}>
                {t('account.address.add')}
              </Button>
            </div>
          )}
          <Grid aria-label={t('account.addresses.title')}>
            {list.map((address) => {
              const name = `${address.first_name} ${address.last_name}`;
              return (
                <li key={address.id}>
                  <Card as="article" aria-label={`${name}, ${address.address_1}`}>
                    <Stack gap={3}>
                      <Cluster gap={2} justify="space-between">
                        <strong>{name}</strong>
                        {address.is_default && (
                          <Badge tone="primary">{t('account.address.default')}</Badge>
                        )}
                      </Cluster>
                      <Lines>
                        {addressLines(address).map((line) => (
                          <span key={line}>
                            {line}
                            <br />
                          </span>
                        ))}
                        {address.phone}
                      </Lines>
                      <Cluster gap={2}>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setEditing({ address })}
                          aria-label={t('account.address.editOne', { address: address.address_1 })}
                        >
                          {t('account.address.editShort')}
                        </Button>
                        {!address.is_default && (
                          <Button
                            size="sm"
                            variant="secondary"
                            loading={busy === address.id}
                            onClick={() => void makeDefault(address)}
                            aria-label={t('account.address.makeDefaultOne', {
                              address: address.address_1,
                            })}
                          >
                            {t('account.address.makeDefaultShort')}
                          </Button>
                        )}
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => askDelete(address)}
                          aria-label={t('account.address.deleteOne', {
                            address: address.address_1,
                          })}
                        >
                          {t('account.address.delete')}
                        </Button>
                      </Cluster>
                    </Stack>
                  </Card>
                </li>
              );
            })}
          </Grid>
        </Stack>
      )}
    </PageFrame>
  );
}
