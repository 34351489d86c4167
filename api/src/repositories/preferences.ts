import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CustomMacros,
  HomeMeal,
  MealPreferenceSubcategory,
  Supplement,
} from '@mealprep/shared/plan/contracts';
import type { OilPreference, Questionnaire, QuestionnaireDraft } from '@mealprep/shared/plan';
import type { Database } from '../db';
import { questionOptions, questionTypes, type LocalizedText } from '../db/schema';
import {
  questionnaireDrafts,
  userAllergies,
  userMealChoices,
  userPreferences,
} from '../db/tables/preferences';
import type { SideItem } from '../planner/model';
import { componentRows, kitchenSides, type RecipeRow } from './sides';

export interface OptionRow {
  id: number;
  questionTypeId: number;
  question: string;
  group: 'essential' | 'meal';
  code: string;
  name: LocalizedText;
  description: LocalizedText | null;
  value: number | null;
  exclusive: boolean;
  position: number;
  recipeId: number | null;
}

export interface QuestionRow {
  id: number;
  name: string;
  group: 'essential' | 'meal';
  selection: 'single' | 'multiple';
  skippable: boolean;
  position: number;
  title: LocalizedText;
  description: LocalizedText | null;
  options: OptionRow[];
}

export interface EssentialsRecord {
  activityLevelId: number;
  goalId: number;
  goalDescription: string | null;
  bodyTypeId: number;
  heightCm: number;
  weightKg: number;
  mealCountId: number;
  mealDayId: number;
  allergies: number[];
  supplements: Supplement[];
  homeMeal: HomeMeal | null;
  customMacros: CustomMacros | null;
}

/** A customer's questionnaire answered part-way, and when the customer's answers last changed. */
export interface DraftRecord {
  /** As stored; read it with `readQuestionnaireDraft` (a later version may not read it). */
  draft: unknown;
  answersChangedAt: Date | null;
}

export interface MealRecord {
  oil: OilPreference;
  optionIds: number[];
  seasoningId: number;
  spiceId: number;
  /** Balancing sides allowed; absent: the saved answer stays. */
  balancingSides?: boolean;
  /** Light meals (without the protein dish) allowed; absent: the saved answer stays. */
  lightMeals?: boolean;
}

/** Everything a customer answered, with the options and recipes it points at. */
export interface Answers {
  row: typeof userPreferences.$inferSelect | null;
  allergies: OptionRow[];
  mealChoices: OptionRow[];
  /** The recipes of the meal choices. */
  recipes: RecipeRow[];
  optionById: Map<number, OptionRow>;
}

/**
 * Questionnaire questions and a customer's answers. Every query that touches answers is by
 * the session's user id; the essentials are saved together in one transaction, as are the
 * meal answers, so a half-saved questionnaire never exists.
 */
export class PreferencesRepository {
  constructor(private readonly db: Database) {}

  async questions(group?: 'essential' | 'meal', tx: Database = this.db): Promise<QuestionRow[]> {
    const types = await tx
      .select()
      .from(questionTypes)
      .where(group ? eq(questionTypes.group, group) : undefined)
      .orderBy(asc(questionTypes.position));
    const options = await this.options(tx);
    return types.map((type) => ({
      ...type,
      options: options.filter((option) => option.questionTypeId === type.id),
    }));
  }

  /** Every option of every question, or only those of `ids`. */
  async options(tx: Database = this.db, ids?: readonly number[]): Promise<OptionRow[]> {
    if (ids && ids.length === 0) return [];
    const query = tx
      .select({
        id: questionOptions.id,
        questionTypeId: questionOptions.questionTypeId,
        question: questionTypes.name,
        group: questionTypes.group,
        code: questionOptions.code,
        name: questionOptions.name,
        description: questionOptions.description,
        value: questionOptions.value,
        exclusive: questionOptions.exclusive,
        position: questionOptions.position,
        recipeId: questionOptions.recipeId,
      })
      .from(questionOptions)
      .innerJoin(questionTypes, eq(questionTypes.id, questionOptions.questionTypeId))
      .$dynamic();
    return (ids ? query.where(inArray(questionOptions.id, [...ids])) : query).orderBy(
      asc(questionTypes.position),
      asc(questionOptions.position),
    );
  }

  recipes(ids: number[], tx: Database = this.db): Promise<RecipeRow[]> {
    return componentRows(tx, ids);
  }

  /** The balancing sides the kitchen sells (docs/planner.md). */
  sides(): Promise<SideItem[]> {
    return kitchenSides(this.db);
  }

  /** Allows balancing sides in the customer's answers (an accepted suggestion). */
  async allowSides(userId: number): Promise<void> {
    await this.db
      .update(userPreferences)
      .set({ balancingSides: true, updatedAt: new Date() })
      .where(eq(userPreferences.userId, userId));
  }

  /** Allows light meals in the customer's answers (an accepted suggestion, docs/planner.md). */
  async allowLightMeals(userId: number): Promise<void> {
    await this.db
      .update(userPreferences)
      .set({ lightMeals: true, updatedAt: new Date() })
      .where(eq(userPreferences.userId, userId));
  }

  /** The kitchen cooks the home-sourced meal: the answer is cleared (an accepted suggestion). */
  async cookHomeMeal(userId: number): Promise<void> {
    await this.db
      .update(userPreferences)
      .set({ homeMeal: null, updatedAt: new Date() })
      .where(eq(userPreferences.userId, userId));
  }

  async saveEssentials(userId: number, answers: EssentialsRecord): Promise<void> {
    await this.db.transaction(async (tx) => {
      const values = {
        activityLevelId: answers.activityLevelId,
        goalId: answers.goalId,
        goalDescription: answers.goalDescription,
        bodyTypeId: answers.bodyTypeId,
        heightCm: answers.heightCm,
        weightKg: answers.weightKg,
        mealCountId: answers.mealCountId,
        mealDayId: answers.mealDayId,
        supplements: answers.supplements,
        homeMeal: answers.homeMeal,
        customMacros: answers.customMacros,
        essentialsAt: new Date(),
        updatedAt: new Date(),
      };
      await tx
        .insert(userPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userPreferences.userId, set: values });
      await this.deleteDraft(userId, 'essentials', tx);
      await tx.delete(userAllergies).where(eq(userAllergies.userId, userId));
      if (answers.allergies.length > 0) {
        await tx
          .insert(userAllergies)
          .values(answers.allergies.map((optionId) => ({ userId, optionId })));
      }
    });
  }

  async saveMeals(userId: number, answers: MealRecord): Promise<void> {
    await this.db.transaction(async (tx) => {
      const values = {
        oil: answers.oil,
        seasoningId: answers.seasoningId,
        spiceId: answers.spiceId,
        // Balancing sides (docs/planner.md): the customer turns them on or off again here.
        ...(answers.balancingSides === undefined ? {} : { balancingSides: answers.balancingSides }),
        ...(answers.lightMeals === undefined ? {} : { lightMeals: answers.lightMeals }),
        mealsAt: new Date(),
        updatedAt: new Date(),
      };
      await tx
        .insert(userPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userPreferences.userId, set: values });
      await this.deleteDraft(userId, 'meal', tx);
      await tx.delete(userMealChoices).where(eq(userMealChoices.userId, userId));
      await tx
        .insert(userMealChoices)
        .values(answers.optionIds.map((optionId) => ({ userId, optionId })));
    });
  }

  /** The customer's draft of `questionnaire`, by the session's user id. */
  async draft(userId: number, questionnaire: Questionnaire): Promise<DraftRecord> {
    const [drafts, answered] = await Promise.all([
      this.db
        .select({ draft: questionnaireDrafts.draft })
        .from(questionnaireDrafts)
        .where(
          and(
            eq(questionnaireDrafts.userId, userId),
            eq(questionnaireDrafts.questionnaire, questionnaire),
          ),
        ),
      // Any change of the answers: saved from either questionnaire or by an accepted suggestion
      // (allowSides and the like), which a draft from before would quietly undo.
      this.db
        .select({ at: userPreferences.updatedAt })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId)),
    ]);
    return { draft: drafts[0]?.draft ?? null, answersChangedAt: answered[0]?.at ?? null };
  }

  /** Keeps the customer's draft of its questionnaire, replacing the one kept before. */
  async saveDraft(userId: number, draft: QuestionnaireDraft, questionnaire: Questionnaire) {
    const values = { draft, updatedAt: new Date() };
    await this.db
      .insert(questionnaireDrafts)
      .values({ userId, questionnaire, ...values })
      .onConflictDoUpdate({
        target: [questionnaireDrafts.userId, questionnaireDrafts.questionnaire],
        set: values,
      });
  }

  /** Saved answers end the draft: another device opens the answers, not what led to them. */
  private async deleteDraft(userId: number, questionnaire: Questionnaire, tx: Database) {
    await tx
      .delete(questionnaireDrafts)
      .where(
        and(
          eq(questionnaireDrafts.userId, userId),
          eq(questionnaireDrafts.questionnaire, questionnaire),
        ),
      );
  }

  async answers(userId: number, tx: Database = this.db): Promise<Answers> {
    const [row] = await tx.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    // Both questionnaires write the preferences row in the transaction that writes their
    // choices, so without it there is nothing more to read (a new customer: one query).
    if (!row) {
      return { row: null, allergies: [], mealChoices: [], recipes: [], optionById: new Map() };
    }
    const chosen = await tx
      .select({
        kind: sql<'allergy' | 'meal'>`'allergy'`.as('kind'),
        optionId: userAllergies.optionId,
      })
      .from(userAllergies)
      .where(eq(userAllergies.userId, userId))
      .unionAll(
        tx
          .select({
            kind: sql<'allergy' | 'meal'>`'meal'`.as('kind'),
            optionId: userMealChoices.optionId,
          })
          .from(userMealChoices)
          .where(eq(userMealChoices.userId, userId)),
      );
    const allergyIds = chosen.filter(({ kind }) => kind === 'allergy');
    const mealChoiceIds = chosen.filter(({ kind }) => kind === 'meal');
    // Only the options this customer answered with (the profile is read on every page load;
    // reading all of them each time cost more than the rest of the request).
    const answered = [
      row.activityLevelId,
      row.goalId,
      row.bodyTypeId,
      row.mealCountId,
      row.mealDayId,
      row.seasoningId,
      row.spiceId,
      ...allergyIds.map(({ optionId }) => optionId),
      ...mealChoiceIds.map(({ optionId }) => optionId),
    ].filter((id): id is number => typeof id === 'number');
    const options = await this.options(tx, [...new Set(answered)]);
    const optionById = new Map(options.map((option) => [option.id, option]));
    const pick = (ids: { optionId: number }[]) =>
      ids.flatMap(({ optionId }) => {
        const option = optionById.get(optionId);
        return option ? [option] : [];
      });
    const allergies = pick(allergyIds);
    const mealChoices = pick(mealChoiceIds);
    const recipeIds = mealChoices.flatMap((option) => (option.recipeId ? [option.recipeId] : []));
    return {
      row,
      allergies: allergies.sort((a, b) => a.position - b.position),
      mealChoices,
      recipes: await this.recipes(recipeIds, tx),
      optionById,
    };
  }
}

export function subcategoryOf(recipe: RecipeRow): MealPreferenceSubcategory | null {
  const known: readonly MealPreferenceSubcategory[] = [
    'chicken',
    'beef',
    'seafood',
    'rice',
    'pasta',
    'potato',
    'toast',
    'vegetables',
    'garnish',
    'sauce',
    'stir_fried',
  ];
  return known.find((name) => name === recipe.subcategory) ?? null;
}
