import { useShellT } from '../messages';
import { BarButton, DropdownLink, DropdownList, DropdownPanel, DropdownRoot } from './headerStyles';
import { ChevronDownIcon } from './icons';
import { shopEntries } from './navigation';
import { useDisclosure } from './useDisclosure';

/** docs/spec.md §2 header "Shop" dropdown: food menu, essentials questionnaire, meal bundles. */
export function ShopMenu() {
  const t = useShellT();
  const { open, rootProps, buttonProps, panelProps } = useDisclosure();
  return (
    <DropdownRoot {...rootProps}>
      <BarButton {...buttonProps}>
        {t('shell.nav.shop')}
        <ChevronDownIcon />
      </BarButton>
      {open && (
        <DropdownPanel {...panelProps}>
          <DropdownList>
            {shopEntries.map((entry) => (
              <li key={entry.to}>
                <DropdownLink to={entry.to} nav>
                  {t(entry.label)}
                </DropdownLink>
              </li>
            ))}
          </DropdownList>
        </DropdownPanel>
      )}
    </DropdownRoot>
  );
}
