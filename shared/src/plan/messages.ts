import { createTranslator, defineCatalogue } from '../i18n';

/**
 * The plan view's own catalogue (docs/spec.md §2.8): the widget is shown by several parts (the
 * dashboard, the plan page), so it brings its texts with it instead of each host repeating them.
 */
export const planViewMessages = defineCatalogue(
  'planView',
  {
    'planView.days': 'Days of the plan',
    'planView.dayWord': 'Day',
    'planView.dayOnTarget': 'Day {day}, on target',
    'planView.dayMisses':
      'Day {day}, {count, plural, one {# target missed} other {# targets missed}}',
    'planView.accuracy': '{onTarget} of {days} days on every target (±{tolerance} %)',
    'planView.chart': 'Day {day} against your daily targets',
    'planView.noTargets': 'Daily targets appear once your questionnaire is complete.',
    'planView.calories': 'Calories',
    'planView.protein': 'Protein',
    'planView.carbohydrate': 'Carbohydrate',
    'planView.fat': 'Fat',
    'planView.kcalOf': '{value} of {target} kcal',
    'planView.gramsOf': '{value} g of {target} g',
    'planView.kcal': '{value} kcal',
    'planView.onTarget': 'Every target is met this day.',
    'planView.hit': 'on target',
    'planView.above': '{percent} % above target',
    'planView.below': '{percent} % below target',
    'planView.missesTitle': 'Why this day misses',
    'planView.meals': 'Meals of day {day}',
    'planView.meal': 'Meal {meal}',
    'planView.macros': 'P {protein} g · C {carbohydrate} g · F {fat} g',
    'planView.macrosLabel':
      '{calories} kcal, protein {protein} g, carbohydrate {carbohydrate} g, fat {fat} g',
    'planView.whatsIn': "What's in it",
    'planView.item': '{name}, {grams} g',
    'planView.itemFigures': '{name}, {grams} g: {calories} kcal',
    'planView.sideFigures': '{name} (balancing side, {servings} ×), {grams} g: {calories} kcal',
    'planView.alsoCounted': 'Also counted every day',
    'planView.homeMeal': '{name} (home-sourced meal)',
    'planView.supplement': '{name} (supplement)',
    'planView.removeMeal': 'Remove meal {meal} of day {day}',
    'planView.addMeal': 'Add a meal to day {day}',
  },
  {
    'planView.days': 'Hari dalam pelan',
    'planView.dayWord': 'Hari',
    'planView.dayOnTarget': 'Hari {day}, mencapai sasaran',
    'planView.dayMisses':
      'Hari {day}, {count, plural, one {# sasaran tidak dicapai} other {# sasaran tidak dicapai}}',
    'planView.accuracy': '{onTarget} daripada {days} hari mencapai setiap sasaran (±{tolerance} %)',
    'planView.chart': 'Hari {day} berbanding sasaran harian anda',
    'planView.noTargets': 'Sasaran harian dipaparkan setelah soal selidik anda lengkap.',
    'planView.calories': 'Kalori',
    'planView.protein': 'Protein',
    'planView.carbohydrate': 'Karbohidrat',
    'planView.fat': 'Lemak',
    'planView.kcalOf': '{value} daripada {target} kcal',
    'planView.gramsOf': '{value} g daripada {target} g',
    'planView.kcal': '{value} kcal',
    'planView.onTarget': 'Semua sasaran dicapai pada hari ini.',
    'planView.hit': 'dicapai',
    'planView.above': '{percent} % melebihi sasaran',
    'planView.below': '{percent} % kurang daripada sasaran',
    'planView.missesTitle': 'Mengapa hari ini tidak mencapai sasaran',
    'planView.meals': 'Hidangan hari {day}',
    'planView.meal': 'Hidangan {meal}',
    'planView.macros': 'P {protein} g · K {carbohydrate} g · L {fat} g',
    'planView.macrosLabel':
      '{calories} kcal, protein {protein} g, karbohidrat {carbohydrate} g, lemak {fat} g',
    'planView.whatsIn': 'Kandungannya',
    'planView.item': '{name}, {grams} g',
    'planView.itemFigures': '{name}, {grams} g: {calories} kcal',
    'planView.sideFigures':
      '{name} (hidangan sampingan pengimbang, {servings} ×), {grams} g: {calories} kcal',
    'planView.alsoCounted': 'Turut dikira setiap hari',
    'planView.homeMeal': '{name} (hidangan dari rumah)',
    'planView.supplement': '{name} (suplemen)',
    'planView.removeMeal': 'Buang hidangan {meal} hari {day}',
    'planView.addMeal': 'Tambah hidangan pada hari {day}',
  },
);

export const usePlanT = createTranslator<(typeof planViewMessages)['en-US']>();
