/** The catalogue's seed rows: recipes, dishes with their sizes, bundles, the fixed meal plan. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../index';
import {
  bundleItems,
  bundles,
  dishes,
  dishSizes,
  fixedMealPlanItems,
  fixedMealPlans,
  questionOptions,
  questionTypes,
  recipes,
} from '../schema';
import { BUNDLES, DISHES, FIXED_MEAL_PLANS, RECIPES } from '../seed-data/catalog';
import { dishDetails } from '../seed-data/dishDetails';

/** code → id of the rows with these codes. */
async function idsByCode(
  tx: Database,
  table: typeof dishes | typeof bundles | typeof fixedMealPlans | typeof recipes,
  codes: string[],
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(inArray(table.code, codes));
  return new Map(rows.map((row) => [row.code, row.id]));
}

function required(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`seed: ${code} is missing`);
  return id;
}

/**
 * The catalogue: recipes (linked from the meal question options), dishes with their sizes,
 * bundles and the fixed meal plan. Missing rows are added; existing ones are left alone.
 */
export async function seedCatalog(tx: Database) {
  const recipesAdded = await tx
    .insert(recipes)
    .values(
      RECIPES.map((recipe, index) => ({
        code: recipe.code,
        category: recipe.category,
        subcategory: recipe.subcategory,
        name: recipe.name,
        allergens: recipe.allergens,
        proteinPer100g: recipe.per100g.protein,
        carbohydratePer100g: recipe.per100g.carbohydrate,
        fatPer100g: recipe.per100g.fat,
        position: index + 1,
        servingG: recipe.side?.servingG ?? null,
        priceSen: recipe.side?.priceSen ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: recipes.id });
  const recipeIds = await idsByCode(
    tx,
    recipes,
    RECIPES.map((recipe) => recipe.code),
  );
  for (const recipe of RECIPES) {
    if (!recipe.option) continue;
    // The question types are named after the recipe categories (protein, carbohydrate, ...).
    await tx
      .update(questionOptions)
      .set({ recipeId: required(recipeIds, recipe.code) })
      .where(
        and(
          eq(questionOptions.code, recipe.option),
          isNull(questionOptions.recipeId),
          inArray(
            questionOptions.questionTypeId,
            tx
              .select({ id: questionTypes.id })
              .from(questionTypes)
              .where(eq(questionTypes.name, recipe.category)),
          ),
        ),
      );
  }

  const dishesAdded = await tx
    .insert(dishes)
    .values(
      DISHES.map((dish, index) => {
        const { ingredients, reheating, storage } = dishDetails(dish.code);
        return {
          code: dish.code,
          // The one rule for a dish page's address, the database's (migration 0016).
          slug: sql<string>`dish_slug(${dish.name['en-US']})`,
          tab: dish.tab,
          line: dish.line,
          cookingMethod: dish.method,
          name: dish.name,
          description: dish.description,
          allergens: dish.allergens,
          imagePath: dish.image,
          halal: dish.halal,
          ingredients,
          reheating,
          storage,
          position: index + 1,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: dishes.id });
  // A database seeded before dishes had a page: the seed's words for its own dishes, once. A
  // dish whose ingredients someone has written since is left as it is.
  const undetailed = await tx
    .select({ code: dishes.code })
    .from(dishes)
    .where(
      and(
        inArray(
          dishes.code,
          DISHES.map((dish) => dish.code),
        ),
        sql`jsonb_array_length(${dishes.ingredients}->'en-US') = 0`,
      ),
    );
  for (const { code } of undetailed) {
    const { ingredients, reheating, storage } = dishDetails(code);
    await tx.update(dishes).set({ ingredients, reheating, storage }).where(eq(dishes.code, code));
  }
  const dishIds = await idsByCode(
    tx,
    dishes,
    DISHES.map((dish) => dish.code),
  );
  // A database seeded before dishes said whether they are halal (docs/spec.md §3): the seed's word
  // for its own dishes. Nothing changes a dish's flag after that (there is no menu editor).
  const halalCodes = DISHES.filter((dish) => dish.halal).map((dish) => dish.code);
  if (halalCodes.length > 0) {
    await tx
      .update(dishes)
      .set({ halal: true })
      .where(and(inArray(dishes.code, halalCodes), eq(dishes.halal, false)));
  }
  await tx
    .insert(dishSizes)
    .values(
      DISHES.flatMap((dish) =>
        (['S', 'L'] as const).map((size) => ({
          dishId: required(dishIds, dish.code),
          size,
          priceSen: dish.sizes[size].priceSen,
          proteinG: dish.sizes[size].protein,
          carbohydrateG: dish.sizes[size].carbohydrate,
          fatG: dish.sizes[size].fat,
        })),
      ),
    )
    .onConflictDoNothing();

  const bundlesAdded = await tx
    .insert(bundles)
    .values(
      BUNDLES.map((bundle, index) => ({
        code: bundle.code,
        name: bundle.name,
        description: bundle.description,
        priceSen: bundle.priceSen,
        imagePath: bundle.image,
        position: index + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: bundles.id });
  const bundleIds = await idsByCode(
    tx,
    bundles,
    BUNDLES.map((bundle) => bundle.code),
  );
  await tx
    .insert(bundleItems)
    .values(
      BUNDLES.flatMap((bundle) =>
        bundle.items.map((item, index) => ({
          bundleId: required(bundleIds, bundle.code),
          dishId: required(dishIds, item.dish),
          size: item.size,
          quantity: item.quantity,
          position: index + 1,
        })),
      ),
    )
    .onConflictDoNothing();

  const plansAdded = await tx
    .insert(fixedMealPlans)
    .values(
      FIXED_MEAL_PLANS.map((plan, index) => ({
        code: plan.code,
        name: plan.name,
        description: plan.description,
        pricePerWeekSen: plan.pricePerWeekSen,
        daysPerWeek: plan.daysPerWeek,
        mealsPerDay: plan.mealsPerDay,
        imagePath: plan.image,
        position: index + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: fixedMealPlans.id });
  const planIds = await idsByCode(
    tx,
    fixedMealPlans,
    FIXED_MEAL_PLANS.map((plan) => plan.code),
  );
  await tx
    .insert(fixedMealPlanItems)
    .values(
      FIXED_MEAL_PLANS.flatMap((plan) =>
        plan.days.flatMap((meals, dayIndex) =>
          meals.map((meal, mealIndex) => ({
            planId: required(planIds, plan.code),
            day: dayIndex + 1,
            meal: mealIndex + 1,
            dishId: required(dishIds, meal.dish),
            size: meal.size,
          })),
        ),
      ),
    )
    .onConflictDoNothing();

  return {
    recipesAdded: recipesAdded.length,
    dishesAdded: dishesAdded.length,
    bundlesAdded: bundlesAdded.length,
    fixedMealPlansAdded: plansAdded.length,
  };
}
