/**
 * Who does a thing and what is done: a concept of a person (a trainer, a
 * teacher, a student) tied to the concept of what that person does or gives
 * (a workout, a lesson, studying), where the glossary keeps the two apart
 * because a reader would not take one for the other. Beside another word of
 * the query, or in a phrase that asks, a noun of one reaches the other's nouns
 * (the `doer` step, match-steps.ts: "тренерка з фітнесу" finds "тренування …
 * фітнес", "уроки англійської" a teacher's "вчителька англійської"), below the
 * word's own matches. Only what the person does itself: never a product, a
 * place, an object, or a word that reaches too much (a nanny is no "догляд",
 * which is elder care too).
 *
 * Both sides name concepts by their first Ukrainian word. The list is written
 * from the domain, as the concepts are, not from any query.
 */
export interface Doing {
  /** The concept of the person who does it. */
  who: string;
  /** The concepts of what that person does or gives. */
  does: readonly string[];
}

export const DOINGS: readonly Doing[] = [
  // Learning: who teaches, coaches or studies, and the lessons, workouts and studying given or taken (not a tutor's
  // lessons: tutoring is the tutor's own concept, and a lesson is of driving or of coding too).
  { who: 'вчитель', does: ['урок', 'навчання'] },
  { who: 'тренер', does: ['тренування'] },
  { who: 'студент', does: ['навчання'] },
  // Arts and sport: who draws, plays, acts, sings or goes in for sport, and what they do.
  { who: 'художник', does: ['малювання', 'живопис'] },
  { who: 'музикант', does: ['музика', 'жива музика'] },
  { who: 'діджей', does: ['музика'] },
  { who: 'хор', does: ['спів'] },
  { who: 'актор', does: ['акторська майстерність'] },
  { who: 'спортсмен', does: ['спорт'] },
  // Health and care: who treats, nurses or looks after someone, and the treatment and care given.
  { who: 'лікар', does: ['лікування'] },
  { who: 'ветеринар', does: ['лікування'] },
  { who: 'доглядальниця', does: ['догляд', 'догляд вдома', 'догляд за літніми'] },
  { who: 'барбер', does: ['гоління'] },
  // Trades and the home.
  { who: 'слюсар', does: ['відкриття замків', 'виготовлення ключів'] },
  { who: 'домробітниця', does: ['прибирання'] },
  { who: 'підрядник', does: ['будівництво'] },
  { who: 'генпідрядник', does: ['будівництво'] },
  // Services, delivery and rides.
  { who: 'таксі', does: ['підвезти'] },
  { who: 'радник', does: ['порада'] },
  { who: 'консультант', does: ['порада'] },
  // Jobs: who hires.
  { who: 'роботодавець', does: ['найм'] },
  { who: 'кадровик', does: ['найм'] },
  // The church: what a priest or a bishop serves.
  { who: 'священик', does: ['богослужіння', 'хрещення', 'вінчання', 'сповідь', 'перше причастя', 'освячення'] },
  { who: 'єпископ', does: ['богослужіння'] },
];
