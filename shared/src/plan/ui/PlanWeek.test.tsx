import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import type { MealPlan } from '../plan.contract';
import type { PlanChange } from './MealCard';
import { commonMessages, missingTranslations, type Locale } from '../../i18n';
import { planViewMessages } from './messages';
import { theme } from '../../ui';
import { PlanWeek } from './PlanWeek';

const item = (id: number | null, name: string, grams: number, p: number, c: number, f: number) => ({
  recipe_id: id,
  name,
  grams,
  protein: p,
  carbohydrate: c,
  fat: f,
  calories: p * 4 + c * 4 + f * 9,
});

function plan(): MealPlan {
  const meal = (n: number) => ({
    meal: n,
    totals: { calories: 655, protein: 61, carbohydrate: 56, fat: 20 },
    items: [
      item(101, 'Grilled chicken breast', 180, 56, 0, 7),
      item(201, 'Steamed white rice', 200, 5, 56, 1),
      item(null, 'Cooking oil', 12, 0, 0, 12),
    ],
  });
  return {
    id: 42,
    status: 'ready',
    locked: false,
    locked_reason: null,
    daily_requirements: { calories: 1800, protein: 120, carbohydrate: 200, fat: 56 },
    counted_extras: { calories: 120, protein: 24, carbohydrate: 3, fat: 1 },
    extras: [
      {
        kind: 'supplement',
        name: 'Whey protein',
        calories: 120,
        protein: 24,
        carbohydrate: 3,
        fat: 1,
      },
    ],
    left_out: [],
    days: [1, 2, 3].map((day) => ({
      day,
      totals:
        day === 2
          ? { calories: 1430, protein: 146, carbohydrate: 115, fat: 41 }
          : { calories: 1790, protein: 122, carbohydrate: 198, fat: 55 },
      meals: day === 2 ? [meal(1), meal(2)] : [meal(1), meal(2), meal(3)],
    })),
    misses: [
      {
        day: 2,
        target: 'carbohydrate',
        reason: 'Carbohydrate is 115 g, 43 % under the 200 g target.',
      },
      {
        day: 2,
        target: 'calories',
        reason: 'Calories are 1430 kcal, 21 % under the 1800 kcal target.',
      },
    ],
    price: '169.00',
    in_cart: false,
    cart_item_id: null,
  };
}

/** As a host shows it: the host's intl holds only the common catalogue. */
function renderWeek(
  props: { editing?: boolean; onEdit?: (edit: PlanChange) => void; plan?: MealPlan } = {},
  locale: Locale = 'en-US',
) {
  function Host() {
    const [editingNow] = useState<PlanChange | null>(null);
    return (
      <PlanWeek
        plan={props.plan ?? plan()}
        editing={props.editing ?? false}
        editingNow={editingNow}
        onEdit={props.onEdit ?? (() => undefined)}
      />
    );
  }
  render(
    <ThemeProvider theme={theme}>
      <IntlProvider locale={locale} messages={commonMessages[locale]}>
        <Host />
      </IntlProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

describe('PlanWeek', () => {
  it('shows one day at a time, one tab stop for the day tabs', () => {
    renderWeek();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Day1Day 1, on target',
      'Day2Day 2, 2 targets missed',
      'Day3Day 3, on target',
    ]);
    const first = tabs[0]!;
    expect(first).toHaveAccessibleName('Day 1, on target');
    expect(first).toHaveAttribute('aria-selected', 'true');
    // One panel, named by its tab; one tab stop: the selected tab.
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Day 1, on target');
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([first]);
    expect(panel.querySelectorAll('ol')).toHaveLength(1);
  });

  it('moves between the day tabs with the arrow keys, Home and End', async () => {
    const user = renderWeek();
    const [first, second, third] = screen.getAllByRole('tab');
    const selected = () =>
      screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(selected()).toEqual([second]);
    // The panel follows the selected tab: day 2 has two meals.
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', second!.id);
    expect([...panel.querySelectorAll('li h4')].map((h) => h.textContent)).toEqual([
      'Meal 1',
      'Meal 2',
    ]);
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual([third]);
    await user.keyboard('{Home}');
    expect(selected()).toEqual([first]);
  });

  it('gives the chart in text: each figure against its target, and the misses in words', async () => {
    const user = renderWeek();
    expect(screen.getByText('2 of 3 days on every target (±5 %)')).toBeVisible();
    const day1 = screen.getByRole('region', { name: 'Day 1 against your daily targets' });
    expect(
      within(day1)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Calories 1790 of 1800 kcalon target',
      'Protein 122 g of 120 gon target',
      'Carbohydrate 198 g of 200 gon target',
      'Fat 55 g of 56 gon target',
    ]);
    // The bars are drawn for the eye only.
    expect(day1.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
    expect(screen.getByText('Every target is met this day.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Day 2, 2 targets missed' }));
    const day2 = screen.getByRole('region', { name: 'Day 2 against your daily targets' });
    expect(
      within(day2)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Calories 1430 of 1800 kcal20.6 % below target',
      'Protein 146 g of 120 gon target',
      'Carbohydrate 115 g of 200 g42.5 % below target',
      'Fat 41 g of 56 gon target',
    ]);
    const why = screen.getByRole('note', { name: 'Why this day misses' });
    // In the order of the targets, whatever order the planner listed them in.
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Calories are 1430 kcal, 21 % under the 1800 kcal target.',
      'Carbohydrate is 115 g, 43 % under the 200 g target.',
    ]);
  });

  it('shows each meal as a card with its dishes, calories and macros, items on demand', async () => {
    const user = renderWeek();
    const meal = screen.getByRole('listitem', { name: 'Meal 1' });
    expect(within(meal).getByText('Grilled chicken breast · Steamed white rice')).toBeVisible();
    expect(
      within(meal).getByText('655 kcal, protein 61 g, carbohydrate 56 g, fat 20 g'),
    ).toBeInTheDocument();
    const items = within(meal).getByRole('list', { name: "What's in it" });
    expect(items).not.toBeVisible();
    await user.click(within(meal).getByText("What's in it"));
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Grilled chicken breast, 180 g: 287 kcal',
      'Steamed white rice, 200 g: 253 kcal',
      'Cooking oil, 12 g: 108 kcal',
    ]);
    expect(screen.getByText('Whey protein (supplement) · 120 kcal')).toBeVisible();
  });

  it('lists a balancing side as one, with its servings and figures', async () => {
    const withSide = plan();
    const last = withSide.days[0]!.meals[2]!;
    withSide.days[0]!.meals[2] = {
      ...last,
      items: [...last.items, { ...item(301, 'Banana', 240, 3, 55, 1), side_servings: 2 }],
    };
    const user = renderWeek({ plan: withSide });
    const meal = screen.getByRole('listitem', { name: 'Meal 3' });
    await user.click(within(meal).getByText("What's in it"));
    expect(
      within(within(meal).getByRole('list', { name: "What's in it" }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Banana (balancing side, 2 ×), 240 g: 241 kcal');
  });

  it('removes and adds meals of the day shown while editing, and only then', async () => {
    const edits: PlanChange[] = [];
    const user = renderWeek({ editing: true, onEdit: (edit) => edits.push(edit) });
    await user.click(screen.getByRole('tab', { name: 'Day 2, 2 targets missed' }));
    await user.click(screen.getByRole('button', { name: 'Remove meal 2 of day 2' }));
    await user.click(screen.getByRole('button', { name: 'Add a meal to day 2' }));
    expect(edits).toEqual([
      { action: 'remove', day: 2, meal: 2 },
      { action: 'add', day: 2 },
    ]);
  });

  it('swaps a dish from the meal’s list; what cannot be done is unavailable and says why', async () => {
    const swappable = plan();
    const [first, second] = swappable.days[0]!.meals;
    const oil =
      'Pan-seared salmon is cooked in oil and you chose no oil, so your plan leaves it out.';
    const short =
      'Meal 2 cannot be removed: the other meals of day 1 hold at most 1180 kcal even at the largest portions we serve, short of the 1680 kcal the day needs from them.';
    const onlyOnes =
      'You chose one dish of each kind in this meal, so there is none to swap in. Choose more dishes in the meal questionnaire to swap between them.';
    const swap = (recipe_id: number, name: string, refused: string | null) => ({
      recipe_id,
      name,
      replaces_id: 101,
      replaces: 'Grilled chicken breast',
      recipe_ids: [recipe_id, 201],
      refused,
    });
    swappable.days[0]!.meals = [
      {
        ...first!,
        remove_refused: null,
        swaps: [swap(102, 'Lean beef', null), swap(103, 'Pan-seared salmon', oil)],
        swap_refused: null,
      },
      { ...second!, remove_refused: short, swaps: [], swap_refused: onlyOnes },
      swappable.days[0]!.meals[2]!,
    ];
    const edits: PlanChange[] = [];
    const user = renderWeek({ plan: swappable, editing: true, onEdit: (edit) => edits.push(edit) });

    const open = screen.getByRole('button', { name: 'Swap a dish in meal 1 of day 1' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: /^Dishes to swap/ })).not.toBeInTheDocument();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const choices = screen.getByRole('list', { name: 'Dishes to swap into meal 1 of day 1' });
    const salmon = within(choices).getByRole('button', {
      name: 'Swap Grilled chicken breast for Pan-seared salmon',
    });
    expect(salmon).toHaveAttribute('aria-disabled', 'true');
    expect(salmon).toHaveAccessibleDescription(oil);
    await user.click(salmon);
    expect(edits).toEqual([]);
    const beef = within(choices).getByRole('button', {
      name: 'Swap Grilled chicken breast for Lean beef',
    });
    expect(beef).not.toHaveAttribute('aria-disabled');
    await user.click(beef);
    expect(edits).toEqual([{ action: 'swap', day: 1, meal: 1, recipe_ids: [102, 201] }]);

    // Meal 2: nothing to swap, and the other boxes cannot carry the day without it.
    const noSwap = screen.getByRole('button', { name: 'Swap a dish in meal 2 of day 1' });
    expect(noSwap).toHaveAttribute('aria-disabled', 'true');
    expect(noSwap).toHaveAccessibleDescription(onlyOnes);
    const noRemove = screen.getByRole('button', { name: 'Remove meal 2 of day 1' });
    expect(noRemove).toHaveAttribute('aria-disabled', 'true');
    expect(noRemove).toHaveAccessibleDescription(short);
    expect(screen.getByText(short)).toBeVisible();
    await user.click(noSwap);
    await user.click(noRemove);
    expect(screen.queryByRole('list', { name: /meal 2 of day 1/ })).not.toBeInTheDocument();
    expect(edits).toHaveLength(1);
    // Meal 3, as a plan answered before swaps were offered: remove only.
    expect(
      screen.queryByRole('button', { name: 'Swap a dish in meal 3 of day 1' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove meal 3 of day 1' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('names the swap in Malay', async () => {
    const swappable = plan();
    swappable.days[0]!.meals[0] = {
      ...swappable.days[0]!.meals[0]!,
      swaps: [
        {
          recipe_id: 102,
          name: 'Daging lembu tanpa lemak',
          replaces_id: 101,
          replaces: 'Dada ayam panggang',
          recipe_ids: [102, 201],
          refused: null,
        },
      ],
      swap_refused: null,
    };
    const user = renderWeek({ plan: swappable, editing: true }, 'ms-MY');
    await user.click(
      screen.getByRole('button', { name: 'Tukar hidangan dalam hidangan 1 hari 1' }),
    );
    const choices = screen.getByRole('list', {
      name: 'Hidangan untuk ditukar ke dalam hidangan 1 hari 1',
    });
    expect(
      within(choices).getByRole('button', {
        name: 'Tukar Dada ayam panggang dengan Daging lembu tanpa lemak',
      }),
    ).toBeInTheDocument();
  });

  it('shows an edit made in the view, and keeps the focus in the day', async () => {
    function Editable() {
      const [current, setCurrent] = useState(plan());
      return (
        <PlanWeek
          plan={current}
          editing
          editingNow={null}
          onEdit={(edit) => {
            if (edit.action !== 'remove') return;
            // As the API answers: the day without that meal.
            setCurrent({
              ...current,
              days: current.days.map((entry) =>
                entry.day === edit.day
                  ? { ...entry, meals: entry.meals.filter((meal) => meal.meal !== edit.meal) }
                  : entry,
              ),
            });
          }}
        />
      );
    }
    render(
      <ThemeProvider theme={theme}>
        <IntlProvider locale="en-US" messages={commonMessages['en-US']}>
          <Editable />
        </IntlProvider>
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove meal 3 of day 1' }));
    const panel = screen.getByRole('tabpanel', { name: 'Day 1, on target' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 4, name: /^Meal/ })
        .map((h) => h.textContent),
    ).toEqual(['Meal 1', 'Meal 2']);
    expect(panel).toHaveFocus();
    // Still the same day, still editable.
    expect(screen.getByRole('tab', { name: 'Day 1, on target' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Remove meal 2 of day 1' })).toBeInTheDocument();
  });

  it('offers no edit outside edit mode', () => {
    renderWeek();
    expect(screen.queryByRole('button', { name: /Remove meal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add a meal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Swap a dish/ })).not.toBeInTheDocument();
  });

  it('has a Bahasa Malaysia text for every message', () => {
    expect(missingTranslations(planViewMessages)).toEqual([]);
  });

  it('speaks Malay', () => {
    renderWeek({}, 'ms-MY');
    expect(
      screen.getByRole('tab', { name: 'Hari 2, 2 sasaran tidak dicapai' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Hari 1 berbanding sasaran harian anda' }),
    ).toBeVisible();
  });
});
