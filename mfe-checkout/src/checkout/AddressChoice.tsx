import type { Address } from '@mealprep/shared/account/contracts';
import { AppLink, href, LinkButton } from '@mealprep/shared/routes';
import { Badge, EmptyState, RadioGroup } from '@mealprep/shared/ui';
import { useT } from '../i18n';

/**
 * "Add an address" opens the account's add form and comes back here with the new address's id,
 * which is then the one chosen (the language prefix is kept on both ways).
 */
const ADD_ADDRESS_SEARCH = `?${new URLSearchParams({ new: '1', redirect: href('checkout') }).toString()}`;

/** The saved addresses to deliver to (the default first), or the way to add one. */
export function AddressChoice({
  addresses,
  value,
  error,
  onChange,
}: {
  addresses: Address[];
  value: number | null;
  error: string | undefined;
  onChange: (id: number) => void;
}) {
  const t = useT();
  const addLink = (
    <AppLink to="addresses" search={ADD_ADDRESS_SEARCH}>
      {t('checkout.address.add')}
    </AppLink>
  );
  if (addresses.length === 0) {
    // Delivery chosen with nothing to deliver to: the one thing to do, as a button-like link.
    return (
      <EmptyState
        title={t('checkout.address.none')}
        description={t('checkout.address.noneBody')}
        action={
          <LinkButton to="addresses" search={ADD_ADDRESS_SEARCH}>
            {t('checkout.address.add')}
          </LinkButton>
        }
      />
    );
  }
  return (
    <div>
      <RadioGroup
        legend={t('checkout.address.legend')}
        name="address_id"
        value={value === null ? '' : String(value)}
        onChange={(id) => onChange(Number(id))}
        error={error}
        options={addresses.map((address) => ({
          value: String(address.id),
          label: (
            <>
              {address.first_name} {address.last_name}{' '}
              {Boolean(address.is_default) && <Badge>{t('checkout.address.default')}</Badge>}
            </>
          ),
          description: [
            address.unit_no,
            address.address_1,
            address.address_2,
            `${address.postcode} ${address.city}`,
            address.state,
          ]
            .filter(Boolean)
            .join(', '),
        }))}
      />
      {addLink}
    </div>
  );
}
