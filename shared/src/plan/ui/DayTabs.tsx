import { useRef, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../../ui';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  padding: ${({ theme }) => theme.space[1]};
  margin: 0 calc(-1 * ${({ theme }) => theme.space[1]});
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
`;

const Tab = styled.button`
  /* Seven days fit a 390-px phone: "Day" small above the number. */
  flex: 1 0 2.5rem;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[1]} 0`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  scroll-snap-align: start;
  cursor: pointer;

  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A dot for the eye; the tab's name says the same in words. */
const Dot = styled.span<{ $hit: boolean }>`
  display: inline-block;
  width: 0.5rem;
  height: 0.5rem;
  margin-left: ${({ theme }) => theme.space[1]};
  border-radius: 50%;
  vertical-align: middle;
  background: ${({ theme, $hit }) => ($hit ? theme.colors.success : theme.colors.accentStrong)};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.background};
`;

export interface DayTab {
  day: number;
  /** "Day", shown small above the number. */
  label: string;
  /** What the dot shows, in words: "Day 1, on target". */
  status: string;
  onTarget: boolean;
}

export const tabId = (base: string, day: number) => `${base}-tab-${day}`;
export const panelId = (base: string) => `${base}-panel`;

/**
 * The WAI-ARIA tabs pattern (automatic activation): one tab in the Tab order, arrow keys move
 * and select, Home and End go to the first and last day (docs/accessibility.md).
 */
export function DayTabs({
  base,
  label,
  tabs,
  selected,
  onSelect,
}: {
  base: string;
  label: string;
  tabs: DayTab[];
  selected: number;
  onSelect: (day: number) => void;
}) {
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const day = tabs[next]!.day;
    onSelect(day);
    refs.current.get(day)?.focus();
  };
  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const active = tab.day === selected;
        return (
          <Tab
            key={tab.day}
            ref={(node) => {
              if (node) refs.current.set(tab.day, node);
              else refs.current.delete(tab.day);
            }}
            type="button"
            role="tab"
            id={tabId(base, tab.day)}
            aria-selected={active}
            aria-controls={active ? panelId(base) : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.day)}
            onKeyDown={(event) => move(event, index)}
          >
            <span aria-hidden="true">
              <small>{tab.label}</small>
              {tab.day}
              <Dot $hit={tab.onTarget} />
            </span>
            <VisuallyHidden>{tab.status}</VisuallyHidden>
          </Tab>
        );
      })}
    </List>
  );
}
