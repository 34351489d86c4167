/** The questionnaire's questions and their options (docs/architecture.md §6). */
import { eq } from 'drizzle-orm';
import type { Database } from '../index';
import { questionOptions, questionTypes } from '../schema';
import { QUESTIONS } from '../seed-data/questions';

/** Adds the missing questions and options; existing ones are left alone. */
export async function seedQuestionnaire(
  tx: Database,
): Promise<{ questionsAdded: number; optionsAdded: number }> {
  let questionsAdded = 0;
  let optionsAdded = 0;
  for (const [position, question] of QUESTIONS.entries()) {
    const inserted = await tx
      .insert(questionTypes)
      .values({
        name: question.name,
        group: question.group,
        selection: question.selection,
        skippable: question.skippable ?? false,
        position: position + 1,
        title: question.title,
        description: question.description ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: questionTypes.id });
    questionsAdded += inserted.length;
    const [type] = await tx
      .select({ id: questionTypes.id })
      .from(questionTypes)
      .where(eq(questionTypes.name, question.name));
    if (!type) throw new Error(`seed: question type ${question.name} is missing`);
    const options = await tx
      .insert(questionOptions)
      .values(
        question.options.map((option, index) => ({
          questionTypeId: type.id,
          code: option.code,
          name: option.name,
          description: option.description ?? null,
          value: option.value ?? null,
          exclusive: option.exclusive ?? false,
          position: index + 1,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: questionOptions.id });
    optionsAdded += options.length;
  }
  return { questionsAdded, optionsAdded };
}
