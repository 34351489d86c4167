import { linePrice } from '@mealprep/shared/cart';
import { SHELF_LIFE_DAYS, withCalories, type UnavailableDate } from '@mealprep/shared/catalogue';
import { senToAmount } from '@mealprep/shared/core';
import type {
  Bundle,
  FixedMealPlan,
  FixedMealPlanDay,
  MenuItem,
  PageSection,
  ResponsiveImage,
  DishDetails,
} from '@mealprep/shared/catalogue/contracts';
import type { Cart, CartItem } from '@mealprep/shared/cart/contracts';
import type { LocalizedList, LocalizedText } from '../db/schema';
import type { Locale } from '@mealprep/shared/locale';
import type {
  BundleRow,
  DishDetailsRow,
  DishRow,
  FixedMealPlanRow,
  PageSectionRow,
} from '../repositories/catalog';
import type { CartLineRow } from '../repositories/cart';
import type { CatalogImages } from './images';

/**
 * Catalogue rows → the shared contracts (`@mealprep/shared/catalogue/contracts`), in the
 * caller's locale. Money leaves as two-decimal strings from integer sen; calories are derived from
 * the macros with the shared rule (4P + 4C + 9F), never read from storage.
 */
export class CatalogPresenter {
  constructor(
    private readonly images: CatalogImages,
    private readonly locale: Locale,
  ) {}

  private text(value: LocalizedText): string {
    return value[this.locale] || value['en-US'];
  }

  /** A list written in this locale, else the English one (a translation not done yet). */
  private list(value: LocalizedList): string[] {
    const own = value[this.locale];
    return own.length > 0 ? own : value['en-US'];
  }

  private macros(row: { proteinG: number; carbohydrateG: number; fatG: number }) {
    return withCalories({ protein: row.proteinG, carbohydrate: row.carbohydrateG, fat: row.fatG });
  }

  image(path: string, alt: string): ResponsiveImage {
    return this.images.image(path, alt);
  }

  /** `unavailable`: the dates from today on it is sold out or paused (menu/availability.ts). */
  menuItem(row: DishRow, unavailable: UnavailableDate[] = []): MenuItem {
    const name = this.text(row.name);
    return {
      id: row.id,
      code: row.code,
      slug: row.slug,
      tab: row.tab,
      line: row.line,
      name,
      description: this.text(row.description),
      cooking_method: row.cookingMethod,
      allergens: row.allergens,
      shelf_life_days: row.shelfLifeDays,
      halal: row.halal,
      sizes: row.sizes.map((size) => ({
        size: size.size,
        price: senToAmount(size.priceSen),
        ...this.macros(size),
      })),
      image: this.image(row.imagePath, name),
      unavailable,
    };
  }

  /** A dish's page: the menu card's fields, its ingredients, and how to warm and keep it. */
  dishDetails(row: DishDetailsRow, unavailable: UnavailableDate[] = []): DishDetails {
    return {
      ...this.menuItem(row, unavailable),
      ingredients: this.list(row.ingredients),
      reheating: this.text(row.reheating),
      storage: this.text(row.storage),
    };
  }

  bundle(row: BundleRow): Bundle {
    const name = this.text(row.name);
    return {
      id: row.id,
      code: row.code,
      name,
      description: this.text(row.description),
      price: senToAmount(row.priceSen),
      items_price: senToAmount(
        row.items.reduce((sum, item) => sum + item.priceSen * item.quantity, 0),
      ),
      meal_count: row.items.reduce((sum, item) => sum + item.quantity, 0),
      // Halal when every dish in it is (docs/spec.md §3): derived, so it cannot disagree with them.
      halal: row.items.length > 0 && row.items.every((item) => item.halal),
      image: this.image(row.imagePath, name),
      items: row.items.map((item) => {
        const itemName = this.text(item.name);
        return {
          dish_id: item.dishId,
          name: itemName,
          size: item.size,
          quantity: item.quantity,
          calories: this.macros(item).calories,
          halal: item.halal,
          image: this.image(item.imagePath, itemName),
        };
      }),
    };
  }

  fixedMealPlan(row: FixedMealPlanRow, maxQuantity: number): FixedMealPlan {
    const name = this.text(row.name);
    const days: FixedMealPlanDay[] = [];
    for (let day = 1; day <= row.daysPerWeek; day += 1) {
      const meals = row.meals.filter((meal) => meal.day === day);
      const total = { proteinG: 0, carbohydrateG: 0, fatG: 0 };
      for (const meal of meals) {
        total.proteinG += meal.proteinG;
        total.carbohydrateG += meal.carbohydrateG;
        total.fatG += meal.fatG;
      }
      days.push({
        day,
        ...this.macros(total),
        meals: meals.map((meal) => ({
          meal: meal.meal,
          dish_id: meal.dishId,
          name: this.text(meal.name),
          size: meal.size,
          calories: this.macros(meal).calories,
        })),
      });
    }
    return {
      id: row.id,
      code: row.code,
      name,
      description: this.text(row.description),
      price_per_week: senToAmount(row.pricePerWeekSen),
      quantity: 1,
      max_quantity: maxQuantity,
      days_per_week: row.daysPerWeek,
      meals_per_day: row.mealsPerDay,
      shelf_life_days: SHELF_LIFE_DAYS,
      halal: row.meals.length > 0 && row.meals.every((meal) => meal.halal),
      image: this.image(row.imagePath, name),
      days,
    };
  }

  /**
   * A section's fields in this locale; every `image` path inside becomes a `ResponsiveImage`
   * described by its sibling `image_alt` (what the picture shows), else its title (or name).
   * `image_alt` itself is not part of the answer.
   */
  pageSection(row: PageSectionRow): PageSection {
    const content = row.content[this.locale] ?? row.content['en-US'] ?? {};
    const resolve = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(resolve);
      if (typeof value !== 'object' || value === null) return value;
      const entries = Object.entries(value as Record<string, unknown>);
      const record = Object.fromEntries(entries);
      const alt = [record.image_alt, record.title, record.name].find(
        (candidate) => typeof candidate === 'string' && candidate !== '',
      );
      return Object.fromEntries(
        entries
          .filter(([key]) => key !== 'image_alt')
          .map(([key, field]) => [
            key,
            key === 'image' && typeof field === 'string'
              ? this.image(field, typeof alt === 'string' ? alt : '')
              : resolve(field),
          ]),
      );
    };
    return {
      id: row.id,
      key: row.key,
      position: row.position,
      ...(resolve(content) as object),
    } as PageSection;
  }

  /**
   * The cart with each line's current price; `previous_price` when the product's price changed
   * since the line was added (the cart says so before checkout), and `unavailable`: the dates the
   * line cannot be had on (menu/availability.ts).
   */
  cart(
    lines: CartLineRow[],
    unavailable: ReadonlyMap<number, UnavailableDate[]> = new Map(),
  ): Cart {
    let subTotal = 0;
    const items: CartItem[] = lines.map((line) => {
      const { unitSen, totalSen } = linePrice(line);
      subTotal += totalSen;
      const name = this.text(line.name);
      const changed = line.addedPriceSen !== null && line.addedPriceSen !== line.unitPriceSen;
      return {
        id: line.id,
        type: line.type,
        plan_id: line.productId,
        name,
        size: line.size,
        servings: line.servings,
        quantity: line.quantity,
        price: senToAmount(unitSen),
        subtotal: senToAmount(totalSen),
        image: this.image(line.imagePath, name),
        previous_price:
          changed && line.addedPriceSen !== null
            ? senToAmount(linePrice({ ...line, unitPriceSen: line.addedPriceSen }).unitSen)
            : null,
        unavailable: unavailable.get(line.id) ?? [],
      };
    });
    return { items, sub_total: senToAmount(subTotal) };
  }
}
