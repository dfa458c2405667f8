/**
 * Expansion: what each word of a query stands for in the vocabulary — itself,
 * its forms, its prefixes' completions, its near misses — best first, and the
 * reading of a query typed on the other keyboard layout.
 */
import { otherLayout } from './keyboard-layout.ts';
import { Remembered } from '../lru.ts';
import { isKnown, type TermMatch, type Vocabulary } from './vocabulary.ts';
import { hyphenatedParts, MAX_QUERY_TERMS, queryTerms, typedInCapitals } from './tokenize.ts';
import { DictionaryWords } from './morphology/dictionary-words.ts';
import { WordKnowledge } from './word-knowledge.ts';
import { isNumberTerm } from './numbers.ts';
import { countedThingsAside, ratePeriodsAside } from './number-roles.ts';
import { isMeaningfulRole, modifiersIn, type TermRole } from './morphology/roles.ts';
import { bestFirst, inEveryLanguage } from './every-language.ts';
import { withLongPhrases, withPhrases } from './phrase-matches.ts';
import { relaxationsOf, type WordToRelax } from './relaxations.ts';

/** Query terms that expand to more vocabulary terms than this keep the best ones: bounded work per request. */
const MAX_EXPANSIONS_PER_TERM = 64;

/**
 * What the remembered expansions of query terms hold at most. A term's expansion holds two
 * matches on the mean, so this keeps some sixty thousand: the words of the queries asked
 * lately, which most words of a query never asked before are.
 */
export const REMEMBERED_EXPANSION_BYTES = 16 * 1024 * 1024;

/** What a remembered expansion takes: its key, its entry and object, and a match (some 48 bytes) for each of its terms. */
function expansionBytes(expansion: Expansion, key: string): number {
  return 160 + 2 * key.length + 48 * expansion.matches.length;
}

/** How far a query is widened (match-steps.ts `widening`): not, by derivations, then by more typos too. */
export type Widening = 0 | 1 | 2;

/** The widenings, in the order a query no listing answers is read by them (SearchEngine.search). */
export const WIDENINGS: readonly Widening[] = [0, 1, 2];

/**
 * How a query's words are read: `keep`, the meaningful words that must match
 * when it is relaxed (bits by their order, `relaxations`), all by default;
 * `widening`, how far its words that reach nothing are widened; with
 * `everyLanguage`, each meaningful word also reaches the glossary's words for
 * it in every language (every-language.ts), never with a widening.
 */
export interface ReadAs {
  keep?: number;
  widening?: Widening;
  everyLanguage?: boolean;
}

/** A query term, ready to run: where it stood in the query, and the vocabulary terms it stands for, best first. */
export interface QueryTerm {
  position: number;
  matches: TermMatch[];
}

/** What expansion asks of the postings (the engine's `TermFrequencies`): how many listings hold a term, and how many postings matches hold together. */
export interface Frequencies {
  df(termId: number): number;
  volume(matches: readonly { termId: number }[]): number;
}

/** What a query term stands for in the vocabulary (see `expansion`). */
interface Expansion {
  known: boolean;
  matches: TermMatch[];
}

/** A meaningful word of a query as read: what it stands for, how many postings its matches hold, whether it names a thing and whether what is asked for. */
interface ReadWord extends WordToRelax {
  term: QueryTerm;
}

/** A query as read: its meaningful words, and whether a word that names a thing reaches nothing. */
interface QueryReading {
  /** The query's terms as tokenized (`queryTerms`). */
  terms: string[];
  words: ReadWord[];
  unreached: boolean;
}

/** The key a query term's expansion is remembered by: a last term (which reaches the words it begins) apart from the same word elsewhere. */
const expansionKey = (term: string, isLast: boolean, capitals: boolean) => `${isLast ? '+' : '='}${capitals ? '^' : ''}${term}`;

/** The listings a query's intent ranks first (`Expander.wants`). */
export type Wants = 'offers' | 'requests' | 'jobs';

/** What a query wants (`Expander.wants`), and whether a word of intent says it (`Expander.saysIntent`). */
interface QueryIntents {
  wants: Wants | null;
  said: boolean;
}

export class Expander {
  /**
   * Expansions of the query terms asked most lately, each kept at its first asking (no door,
   * seen-once.ts): the words of a query never asked before were mostly asked before in other
   * queries, and one kept from its second asking is worked out twice. An expansion is small (two
   * matches on the mean): what the cache drops adds little to the old generation of the heap.
   */
  private readonly expansions: Remembered<Expansion>;
  /** What is known of a word typed, a listing's or not (word-knowledge.ts). */
  private readonly words: WordKnowledge;
  /** Matches best first (every-language.ts). */
  private readonly bestFirst: (x: TermMatch, y: TermMatch) => number;
  /** The readings of the query read last, by widening (`read`), and what it wants (`intents`). */
  private lastRead: { q: string | undefined; readings: (QueryReading | null | undefined)[]; inEveryLanguage?: QueryReading | null; intents?: QueryIntents } = { q: undefined, readings: [undefined, undefined, undefined] };

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly frequencies: Frequencies,
    /** The dictionaries' words, for a word no listing uses (morphology/dictionary-words.ts). */
    dictionaryWords: DictionaryWords = DictionaryWords.none,
    /** The words that, typed last, are finished (`expansion`; dictionaries.ts `wholeWords`). */
    wholeWords: DictionaryWords = DictionaryWords.none,
    /** What the remembered expansions hold at most, in bytes. */
    rememberedBytes = REMEMBERED_EXPANSION_BYTES,
  ) {
    this.words = new WordKnowledge(vocabulary, dictionaryWords, wholeWords);
    this.expansions = new Remembered<Expansion>(rememberedBytes, expansionBytes);
    this.bestFirst = bestFirst(frequencies);
  }

  /**
   * What a query wants of a listing's intent: offers, for a query that asks
   * for something ("шукаю бухгалтера", "need an electrician"); requests, for
   * one that offers ("здаю кімнату"); jobs to fill, then other requests, for
   * one that looks for work ("ищу работу няней": a family that hires a nanny
   * before one that asks for a nanny's services); null when it says neither.
   */
  wants(q: string | undefined): Wants | null {
    return this.intents(q).wants;
  }

  /**
   * Whether a query asks or offers by a word of intent ("шукаю", "здаю", "available"), not only by
   * saying in the first person what it does ("перекладаю документи"): only such a query is read for
   * the other side (engine.ts), since a relaxing that lets its verb go would answer another thing
   * ("прибираємо квартири" is no flat to rent).
   */
  saysIntent(q: string | undefined): boolean {
    return this.intents(q).said;
  }

  /** Whether a query buys something (morphology/roles.ts `buysIn`): what is sold answers it first (SearchEngine.search). */
  buys(q: string | undefined): boolean {
    const terms = this.read(q, 0)?.terms ?? [];
    return terms.length > 0 && this.vocabulary.buysIn(terms);
  }

  /** `wants` and `saysIntent` of a query, read once however many plans ask (a search plans once per relaxing). */
  private intents(q: string | undefined): QueryIntents {
    const terms = this.read(q, 0)?.terms ?? [];
    return this.lastRead.intents ??= this.intentsOf(terms);
  }

  private intentsOf(terms: readonly string[]): QueryIntents {
    const intent = this.vocabulary.intentOf(terms, { doings: true });
    return {
      wants: intent === 'request' ? 'offers' : intent === 'offer' ? 'requests' : intent === 'work' ? 'jobs' : null,
      said: this.vocabulary.intentOf(terms) !== null,
    };
  }

  /** How many query terms' expansions are remembered, and what they take. */
  get remembered(): { entries: number; bytes: number } {
    return { entries: this.expansions.size, bytes: this.expansions.bytes };
  }

  /**
   * The query's terms and what each stands for: as typed, or — when some term
   * typed means nothing here and every term of the same keys on the other
   * keyboard layout does — as retyped. Empty without text; null when nothing
   * could match.
   *
   * Not every word typed must match: a phrase holds words its answer seldom
   * does. Function words, intent words ("шукаю", "need") and preferences
   * ("недорого", "urgent") never decide a match, nor does a word no listing
   * holds that only says something of another ("in Miami" of "plumber"); the
   * other words — the meaningful ones — must all match, or those `keep` names
   * (bits by their order), when the engine relaxes a query no listing answers
   * whole (`relaxations`; `ReadAs`). A query one of whose words naming what is asked
   * for reaches nothing finds nothing (until a widening reaches it), unless
   * another points to the service that answers it ("fix my rusty sink"): "need",
   * "my", "може" or the rest of the phrase never become the query. Only a
   * query made of nothing but side words has them as meaningful. Words for
   * what is to be done ("fix", "ремонт") are meaningful beside a word that
   * names a thing, and never in its stead.
   */
  readText(q: string | undefined, { keep, widening = 0, everyLanguage = false }: ReadAs = {}): QueryTerm[] | null {
    const words = everyLanguage ? this.readInEveryLanguage(q)?.words ?? null : this.meaningful(q, widening);
    if (words === null) return [];
    if (words.length === 0) return null;
    return keep === undefined ? words.map(({ term }) => term) : words.filter((_, i) => (keep & (1 << i)) !== 0).map(({ term }) => term);
  }

  /**
   * The ways to relax a query no listing answers whole, in the order to try
   * them, each the meaningful words kept (bits by their order in the query;
   * relaxations.ts says the order).
   */
  relaxations(q: string | undefined, widening: Widening = 0): number[] {
    return relaxationsOf(this.meaningful(q, widening) ?? [], (word) => this.words.namesAService(word));
  }

  /**
   * Whether a query is read in every language once its own words answer it
   * (SearchEngine.read): a query of two meaningful words or more. Several
   * words a listing must all say are specific enough that what the glossary
   * says in another language for each of them still names what was asked for
   * ("heat included" is "опалення включено", "податкові декларації" "налоговые
   * декларации"); a word alone translated reaches too much that was not asked
   * for ("дом" every house).
   */
  readsInEveryLanguage(q: string | undefined): boolean {
    return (this.meaningful(q, 0)?.length ?? 0) >= 2;
  }

  /**
   * Whether widening the query can change what it reads: only a word that
   * names a thing and reaches nothing is widened, so a query all of whose
   * such words reach something reads the same however far it is widened.
   */
  widens(q: string | undefined): boolean {
    return this.read(q, 0)?.unreached ?? false;
  }

  /**
   * The query's meaningful words, each with what it stands for, how many
   * postings its matches hold (its weight goes the other way) and whether it
   * names a thing (not what is to be done); null without text.
   */
  private meaningful(q: string | undefined, widening: Widening): ReadWord[] | null {
    return this.read(q, widening)?.words ?? null;
  }

  /**
   * `meaningful`, and whether some word that names a thing reaches nothing
   * (`widens`). One search reads its query again for every plan it tries (a
   * relaxed query once for each way of letting words go, up to thirty), so
   * the readings of the query read last are kept until another is read.
   */
  private read(q: string | undefined, widening: Widening): QueryReading | null {
    if (q !== this.lastRead.q) this.lastRead = { q, readings: [undefined, undefined, undefined] };
    return this.lastRead.readings[widening] ??= this.readAfresh(q, widening);
  }

  /** The whole reading of the query, in every language (every-language.ts), kept with the others. */
  private readInEveryLanguage(q: string | undefined): QueryReading | null {
    const reading = this.read(q, 0);
    if (this.lastRead.inEveryLanguage === undefined) {
      this.lastRead.inEveryLanguage = reading && { ...reading, words: inEveryLanguage(reading.words, this.vocabulary, this.frequencies, MAX_EXPANSIONS_PER_TERM) };
    }
    return this.lastRead.inEveryLanguage;
  }

  private readAfresh(q: string | undefined, widening: Widening): QueryReading | null {
    const terms = queryTerms(q);
    const typed = this.asWritten(terms, hyphenatedParts(q));
    if (typed.length === 0) return null;
    const capitals = typedInCapitals(q);
    let { read, expansions } = this.typedOrRetyped(q!, typed, capitals);
    // The words typed in capitals, as typed (none of a query retyped on the other layout).
    const inCapitals = read === typed ? capitals : new Set<string>();
    const roles = this.vocabulary.rolesIn(read, read === typed ? capitals : undefined);
    const asking = this.readAsking(read, inCapitals, roles, expansions);
    const { verbs, asksForAService } = asking;
    expansions = asking.expansions;
    // Beside another meaningful word, or in a phrase that asks, a word reaches what the steps for several
    // words add (`MatchStep.several`): "уроки англійської" a teacher's "вчителька англійської".
    if (asksForAService || roles.filter((role) => role === 'content').length > 1) {
      expansions = expansions.map((expansion, i) => (roles[i] !== 'content' ? expansion : this.besideOthers(read[i]!, inCapitals.has(read[i]!), expansion)));
    }
    countedThingsAside(read, roles, expansions, this.vocabulary);
    ratePeriodsAside(read, roles, this.vocabulary);
    expansions = withLongPhrases(read, withPhrases(read, expansions, this.vocabulary, roles, asksForAService), this.vocabulary, roles);
    // Two words that name a thing together are that thing, whatever each says alone: "urgent care" is a
    // clinic, not care that is urgent; "study permit" a permit, "look after" caring for someone.
    expansions.forEach(({ matches }, i) => {
      if ((roles[i] === 'intent' || roles[i] === 'preference' || roles[i] === 'function') && matches.some((match) => match.step === 'phrase')) roles[i] = 'content';
    });
    if (asksForAService && expansions.some(({ matches }) => matches.some((match) => match.step === 'topic'))) {
      for (let i = 0; i < roles.length; i++) if (roles[i] === 'activity') roles[i] = 'intent';
    }
    // Widened, a meaningful word the steps bring to nothing reaches what the widenings up to `widening` reach first.
    if (widening > 0) {
      expansions = expansions.map((expansion, i) => (expansion.matches.length > 0 || roles[i] !== 'content' ? expansion
        : this.widened(read[i]!, i === read.length - 1, inCapitals.has(read[i]!), widening)));
    }
    const modifiers = modifiersIn(read, roles);
    const words = expansions.map(({ matches }, position) => ({
      term: { position, matches },
      volume: this.frequencies.volume(matches),
      role: roles[position]!,
      // A verb names what is to be done, as "fix" does: let go before the thing it is done to ("отримати ITIN").
      topic: roles[position] === 'content' && !verbs[position],
      // What a service answers is what is asked for, wherever it stands ("help with math").
      head: roles[position] === 'content' && (!modifiers[position] || matches.some((match) => match.step === 'topic')),
      asked: matches.some((match) => match.step === 'topic'),
      word: read[position]!,
      reaches: matches.length > 0,
    }));
    return this.meaningfulOf(terms, read, words);
  }

  /**
   * Whether a query asks for a service, its verbs, and its words' expansions so read: a thing named beside
   * a word that asks or names a doing, a verb or a noun of a doing among them, points to the services that
   * answer it too ("fix my sink", "замінити унітаз", "чистка димаря": the `topic` step, read only when
   * asking); and the service says what is to be done, so the words for doing it are side words.
   * `capitals`: the words typed in capitals.
   */
  private readAsking(read: readonly string[], capitals: ReadonlySet<string>, roles: readonly TermRole[], expansions: Expansion[]): { expansions: Expansion[]; verbs: boolean[]; asksForAService: boolean } {
    // The verbs among the words that name something: each names a doing, as "fix" does.
    const verbs = read.map((word, i) => roles[i] === 'content' && this.words.namesADoing(word));
    const asking = () => {
      // One who offers a make wants those who ask for its kind of thing ("продаю Тойоту": "куплю авто").
      const offering = this.vocabulary.intentOf(read) === 'offer';
      return expansions.map((expansion, i) => (roles[i] !== 'content' ? expansion
        : this.expansion(read[i]!, i === read.length - 1, capitals.has(read[i]!), 0, true, offering)));
    };
    if (roles.some((role, i) => role === 'intent' || role === 'activity' || verbs[i] || (role === 'content' && this.words.namesADoingNoun(read[i]!)))) {
      return { expansions: asking(), verbs, asksForAService: true };
    }
    // An infinitive no listing uses asks so too ("повесить бра"), but it is a guess: taken only where, so read,
    // every other word that names a thing reaches something, so that no thing asked for is let go for it.
    const guessed = read.map((word, i) => roles[i] === 'content' && expansions[i]!.matches.length === 0 && this.words.namesADoingByItsEnding(word));
    if (!guessed.some(Boolean)) return { expansions, verbs, asksForAService: false };
    const asked = asking();
    if (!read.every((_, i) => roles[i] !== 'content' || guessed[i] || asked[i]!.matches.length > 0)) return { expansions, verbs, asksForAService: false };
    return { expansions: asked, verbs: verbs.map((verb, i) => verb || guessed[i]!), asksForAService: true };
  }

  /**
   * The words a query is read by, of its words as read: the topic is kept. A query that names
   * something is about it, and neither its side words nor the words for what is to be done with it
   * ("fix", "ремонт") stand in for it — nor what is said of it ("на машину" of an insurance no listing
   * offers), nor another of the things it names: a word of the dictionaries (or an English word of the
   * glossary), or an acronym, that names what is asked for and reaches nothing ("торт" where no listing
   * bakes, "gre" of "gre prep" where none prepares for it) is asked for still, and the query finds nothing
   * unless a widening reaches it. A word no dictionary knows ("qwzxv", a name) is let be.
   */
  private meaningfulOf(terms: string[], read: readonly string[], words: (ReadWord & { role: TermRole; reaches: boolean })[]): QueryReading {
    const reaching = words.filter((word) => word.reaches);
    const unreached = words.some((word) => word.role === 'content' && !word.reaches);
    if (words.some((word) => word.role === 'content')) {
      const about = words.filter((word) => word.head);
      // A question whose thing points to the service that answers it ("хто полагодить іржаву
      // раковину", "fix my rusty sink") is about that service: the words for how the thing is or
      // what befell it, which no listing need say, are let be.
      const answerable = about.some((word) => word.reaches)
        && (about.some((word) => word.asked) || about.every((word) => word.reaches || !this.words.namesAThing(read[word.term.position]!, word.term.position === read.length - 1)));
      return { terms, words: answerable ? reaching.filter((word) => isMeaningfulRole(word.role)) : [], unreached };
    }
    if (words.some((word) => word.role === 'activity')) return { terms, words: reaching.filter((word) => word.role === 'activity'), unreached };
    return { terms, words: reaching, unreached };
  }

  /**
   * The words as typed, or as retyped on the other keyboard layout when some typed word is no word
   * here and every retyped one is ("rdfhnbhf" is "квартира"), with their expansions.
   */
  private typedOrRetyped(q: string, typed: string[], capitals: ReadonlySet<string>): { read: string[]; expansions: Expansion[] } {
    // Whether the words typed are words here needs no typos: the words of a slip of the keyboard
    // layout ("rdfhnbhf") have none to be looked for, once it is read as retyped ("квартира").
    const known = typed.map((term, i) => this.knows(term, i === typed.length - 1, capitals.has(term)));
    // A word a dictionary knows that no listing uses ("суд") is that word, not a slip of the layout ("cel").
    const slipped = known.some((k) => !k) && known.every((k, i) => k || !this.words.isSpelledAsAWord(typed[i]!));
    if (slipped) {
      const retyped = queryTerms(otherLayout(q) ?? '');
      // Retyped, every word is a word: one here, or one a dictionary lists that no listing says alone (the "машина"
      // of "пральна машина", a set phrase's), one at least here. The first that is neither ends the reading: a typo
      // of a word typed on its own layout retypes into no word, and the words after it need not be looked up.
      const other: Expansion[] = [];
      for (const [i, term] of retyped.entries()) {
        const expansion = this.expansion(term, i === retyped.length - 1, false);
        if (!expansion.known && !this.words.isSpelledAsAWord(term)) break;
        other.push(expansion);
      }
      if (other.length === retyped.length && other.some((e) => e.known)) return { read: retyped, expansions: other };
    }
    return { read: typed, expansions: typed.map((term, i) => this.expansion(term, i === typed.length - 1, capitals.has(term))) };
  }

  /**
   * The words typed as the listings write them: a word and a letter or digit
   * typed apart that a listing writes as one code ("cdl a" for "CDL-A", never
   * "CDL-B") are that code, and a hyphenated
   * word no listing writes glued is its parts ("drop-off" for "drop off").
   */
  private asWritten(terms: string[], parts: ReadonlyMap<string, string[]>): string[] {
    const written: string[] = [];
    for (let i = 0; i < terms.length; i++) {
      const term = terms[i]!, next = terms[i + 1];
      if (next !== undefined && [...next].length === 1 && !isNumberTerm(term) && this.vocabulary.idOf(term + next) >= 0) {
        written.push(term + next);
        i++;
      } else if (parts.has(term) && this.vocabulary.idOf(term) < 0) {
        written.push(...parts.get(term)!);
      } else {
        written.push(term);
      }
    }
    return [...new Set(written)].slice(0, MAX_QUERY_TERMS);
  }

  /** What a word the steps bring to nothing reaches by the first widening that reaches something (match-steps.ts `widening`), in order. */
  private widened(term: string, isLast: boolean, capitals: boolean, widening: Widening): Expansion {
    let expansion = this.expansion(term, isLast, capitals, 1);
    if (expansion.matches.length === 0 && widening > 1) expansion = this.expansion(term, isLast, capitals, 2);
    return expansion;
  }

  /**
   * `expansion` of a word beside others, with what the steps for several words add
   * (`Vocabulary.expandedBesideOthers`, whose lookups the vocabulary remembers).
   */
  private besideOthers(term: string, capitals: boolean, expansion: Expansion): Expansion {
    const added = this.vocabulary.expandedBesideOthers(term, capitals);
    if (added.size === 0) return expansion;
    const own = new Set(expansion.matches.map((match) => match.termId));
    const more = [...added].filter(([termId]) => !own.has(termId)).map(([termId, reach]) => ({ termId, ...reach }));
    if (more.length === 0) return expansion;
    return { ...expansion, matches: [...expansion.matches, ...more].sort(this.bestFirst).slice(0, MAX_EXPANSIONS_PER_TERM) };
  }

  /**
   * Whether a query term is known here (`Expansion.known`): from its remembered expansion, else
   * by the steps that can say so alone (`Vocabulary.knows`), never by reading it whole, which a
   * word no word here is then read again for, with its typos.
   */
  private knows(term: string, typedLast: boolean, capitals: boolean): boolean {
    const isLast = typedLast && !this.words.isWholeWord(term);
    const remembered = this.expansions.get(expansionKey(term, isLast, capitals));
    if (remembered) return remembered.known;
    return this.vocabulary.knows(term, isLast, capitals, this.words.isSpelledAsAWord(term));
  }

  /**
   * The vocabulary terms a query term stands for, best first, and whether it
   * is known here (found as typed, as a form or as a prefix). Remembered for
   * the words asked most lately: the same words come back again and again,
   * and finding them in the vocabulary is a good part of a short query's time.
   */
  private expansion(term: string, typedLast: boolean, capitals: boolean, widening: 0 | 1 | 2 = 0, asking = false, offering = false): Expansion {
    // A word is a word: an English one, or a Ukrainian or Russian one as a dictionary lists it, typed
    // last is finished, not the beginning of a longer one ("car" is no "caregiver" half typed, "парк"
    // no "паркінг"; the next letter, "carp", is a beginning again). So is a Latin word that spells a
    // Cyrillic word here ("santekhnik" is "сантехнік", no "сантехніків" half typed).
    const isLast = typedLast && !this.words.isWholeWord(term);
    const key = `${widening > 0 ? `~${widening}` : ''}${asking ? '?' : ''}${offering ? '!' : ''}${expansionKey(term, isLast, capitals)}`;
    const remembered = this.expansions.get(key);
    if (remembered) return remembered;
    const found = this.vocabulary.expanded(term, isLast, capitals, widening, asking, offering, this.words.isSpelledAsAWord(term));
    const expansion: Expansion = {
      known: isKnown(found),
      matches: [...found].map(([termId, reach]) => ({ termId, ...reach })).sort(this.bestFirst).slice(0, MAX_EXPANSIONS_PER_TERM),
    };
    this.expansions.set(key, expansion);
    return expansion;
  }
}
