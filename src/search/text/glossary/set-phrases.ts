/**
 * The glossary's set phrases: two-word phrases of its concepts (or two words with one or two function words between)
 * in which a word, read alone as a searcher types it alone, names something else than what the phrase names.
 * "Ручна робота" is handmade, and a job seeker who types "робота" wants no handmade soap; "пральна машина" is
 * a washing machine, and "машина" alone is a car; a "baby shower" is a party, and "shower" alone is a shower.
 * A listing that says such a phrase does not say its word apart: the build indexes that occurrence under the
 * phrase alone (its concept), not under the word, nor under what the word means alone — unless the listing
 * says the word elsewhere too. The phrase itself, typed in a query, still reaches it.
 *
 * A phrase is here only where a word's everyday sense alone is clearly another than its sense in the phrase
 * ("winter tires" are tires; "work permit" is a permit for work): a word marked apart is a word a listing
 * that says the phrase can no longer be found by. Where a word alone is as often said for the phrase's thing
 * ("садок" for a kindergarten, "коробка" for a gearbox, "свічки" for spark plugs), the phrase is left out.
 * Written from the languages and the domain, as the concepts are (concepts.ts); each phrase is written as its
 * concept writes it, and each word apart as the phrase writes it.
 */
export interface SetPhrase {
  /** A two-word phrase of a concept of the glossary, as the concept writes it (or with one or two function words between). */
  phrase: string;
  /** The words of the phrase that, typed alone, name something else: those its occurrence in a listing does not stand for. */
  apart: readonly string[];
}

export const SET_PHRASES: readonly SetPhrase[] = [
  // Trades and the home.
  { phrase: 'чоловік на годину', apart: ['чоловік'] },
  { phrase: 'муж на час', apart: ['муж'] },
  { phrase: 'земляні роботи', apart: ['роботи'] },
  { phrase: 'земляные работы', apart: ['работы'] },
  { phrase: 'під ключ', apart: ['ключ'] },
  { phrase: 'ремонт під ключ', apart: ['ключ'] },
  { phrase: 'под ключ', apart: ['ключ'] },
  { phrase: 'ремонт под ключ', apart: ['ключ'] },
  { phrase: 'стрижка газону', apart: ['стрижка'] },
  { phrase: 'стрижка газона', apart: ['стрижка'] },
  { phrase: 'flower bed', apart: ['bed'] },
  { phrase: 'garden bed', apart: ['bed'] },
  { phrase: 'raised bed', apart: ['bed'] },
  { phrase: 'bed bug', apart: ['bed'] },
  { phrase: 'french drain', apart: ['french'] },
  { phrase: 'weeping tile', apart: ['tile'] },
  { phrase: 'pot light', apart: ['pot'] },
  { phrase: 'power bar', apart: ['bar'] },
  { phrase: 'dry cleaner', apart: ['cleaner'] },
  { phrase: 'body shop', apart: ['body'] },
  { phrase: 'auto body', apart: ['body'] },
  { phrase: 'вантажне таксі', apart: ['таксі'] },
  { phrase: 'грузовое такси', apart: ['такси'] },

  // Services, money and law.
  { phrase: 'на дому', apart: ['дому'] },
  { phrase: 'at home', apart: ['home'] },
  { phrase: 'in home', apart: ['home'] },
  { phrase: 'power of attorney', apart: ['power'] },
  { phrase: 'wire transfer', apart: ['wire'] },
  { phrase: 'care package', apart: ['care'] },
  { phrase: 'traffic ticket', apart: ['ticket'] },
  { phrase: 'speeding ticket', apart: ['ticket'] },
  { phrase: 'parking ticket', apart: ['ticket'] },
  { phrase: 'moving violation', apart: ['moving'] },
  { phrase: 'record suspension', apart: ['suspension'] },
  { phrase: 'кредитна історія', apart: ['історія'] },
  { phrase: 'кредитная история', apart: ['история'] },
  { phrase: 'credit history', apart: ['history'] },
  { phrase: 'нова пошта', apart: ['нова'] },
  { phrase: 'новая почта', apart: ['новая'] },
  { phrase: 'денежный перевод', apart: ['перевод'] },
  { phrase: 'банковский перевод', apart: ['перевод'] },
  { phrase: 'перевод денег', apart: ['перевод'] },
  { phrase: 'перевод средств', apart: ['перевод'] },

  // Health, beauty and care.
  { phrase: 'стрижка собак', apart: ['стрижка'] },
  { phrase: 'фарбування волосся', apart: ['фарбування'] },
  { phrase: 'ботокс для волосся', apart: ['ботокс'] },
  { phrase: 'ботокс для волос', apart: ['ботокс'] },
  { phrase: 'тренажерний зал', apart: ['зал'] },
  { phrase: 'тренажерный зал', apart: ['зал'] },
  { phrase: 'тренажёрный зал', apart: ['зал'] },
  { phrase: 'літня людина', apart: ['літня'] },
  { phrase: 'літні люди', apart: ['літні'] },
  { phrase: 'інвалідний візок', apart: ['візок'] },
  { phrase: 'візок для інвалідів', apart: ['візок'] },
  { phrase: 'инвалидная коляска', apart: ['коляска'] },
  { phrase: 'будинок престарілих', apart: ['будинок'] },
  { phrase: 'дом престарелых', apart: ['дом'] },
  { phrase: 'nursing home', apart: ['home'] },
  { phrase: 'retirement home', apart: ['home'] },
  { phrase: 'care home', apart: ['home'] },
  { phrase: 'senior home', apart: ['home'] },
  { phrase: 'грижа диска', apart: ['диска'] },
  { phrase: 'грыжа диска', apart: ['диска'] },
  { phrase: 'chicken pox', apart: ['chicken'] },
  { phrase: 'hearing aid', apart: ['aid'] },
  { phrase: 'emergency room', apart: ['room'] },
  { phrase: 'lymphatic drainage', apart: ['drainage'] },

  // Education, sports and leisure.
  { phrase: 'математичний аналіз', apart: ['аналіз'] },
  { phrase: 'математический анализ', apart: ['анализ'] },
  { phrase: 'музичний інструмент', apart: ['інструмент'] },
  { phrase: 'музыкальный инструмент', apart: ['инструмент'] },
  { phrase: 'надувний замок', apart: ['замок'] },
  { phrase: 'надувной замок', apart: ['замок'] },
  { phrase: 'bounce house', apart: ['house'] },
  { phrase: 'американський футбол', apart: ['футбол'] },
  { phrase: 'американский футбол', apart: ['футбол'] },
  { phrase: 'настільний теніс', apart: ['теніс'] },
  { phrase: 'настольный теннис', apart: ['теннис'] },
  { phrase: 'table tennis', apart: ['table', 'tennis'] },
  { phrase: 'pool table', apart: ['pool'] },
  { phrase: 'face painting', apart: ['painting'] },
  { phrase: 'oil painting', apart: ['oil'] },
  { phrase: 'fencing lessons', apart: ['fencing'] },
  { phrase: 'permit test', apart: ['permit'] },
  { phrase: 'тест на перміт', apart: ['перміт'] },
  { phrase: 'тест на пермит', apart: ['пермит'] },

  // Jobs.
  { phrase: 'машиніст крана', apart: ['крана'] },
  { phrase: 'машинист крана', apart: ['крана'] },
  { phrase: 'охорона праці', apart: ['охорона'] },
  { phrase: 'охрана труда', apart: ['охрана'] },
  { phrase: 'техніка безпеки', apart: ['техніка'] },
  { phrase: 'техника безопасности', apart: ['техника'] },
  { phrase: 'part time', apart: ['part'] },
  { phrase: 'front desk', apart: ['desk'] },

  // Vehicles.
  { phrase: 'історія авто', apart: ['історія'] },
  { phrase: 'история авто', apart: ['история'] },
  { phrase: 'vehicle history', apart: ['history'] },
  { phrase: 'quad bike', apart: ['bike'] },

  // Goods.
  { phrase: 'ручна робота', apart: ['робота'] },
  { phrase: 'ручная работа', apart: ['работа'] },
  { phrase: 'пральна машина', apart: ['машина'] },
  { phrase: 'стиральная машина', apart: ['машина'] },
  { phrase: 'сушильна машина', apart: ['машина'] },
  { phrase: 'сушильная машина', apart: ['машина'] },
  { phrase: 'посудомийна машина', apart: ['машина'] },
  { phrase: 'посудомоечная машина', apart: ['машина'] },
  { phrase: 'швейна машина', apart: ['машина'] },
  { phrase: 'швейная машина', apart: ['машина'] },
  { phrase: 'мікрохвильова піч', apart: ['піч'] },
  { phrase: 'микроволновая печь', apart: ['печь'] },
  { phrase: 'духова шафа', apart: ['шафа'] },
  { phrase: 'духовой шкаф', apart: ['шкаф'] },
  { phrase: 'морозильна камера', apart: ['камера'] },
  { phrase: 'морозильная камера', apart: ['камера'] },
  { phrase: 'гаражний розпродаж', apart: ['гаражний'] },
  { phrase: 'гаражная распродажа', apart: ['гаражная'] },
  { phrase: 'garage sale', apart: ['garage'] },
  { phrase: 'yard sale', apart: ['yard'] },
  { phrase: 'chest of drawers', apart: ['chest'] },
  { phrase: 'coffee table', apart: ['coffee'] },
  { phrase: 'vacuum cleaner', apart: ['cleaner'] },
  { phrase: 'steam cleaner', apart: ['cleaner'] },
  { phrase: 'hair dryer', apart: ['dryer'] },
  { phrase: 'waffle iron', apart: ['iron'] },
  { phrase: 'power bank', apart: ['bank'] },
  { phrase: 'band aid', apart: ['band', 'aid'] },
  { phrase: 'baby monitor', apart: ['monitor'] },
  { phrase: 'dress shoes', apart: ['dress'] },

  // Immigration and documents.
  { phrase: 'green card', apart: ['green', 'card'] },
  { phrase: 'грін карта', apart: ['карта'] },
  { phrase: 'грин карта', apart: ['карта'] },
  { phrase: 'зелена карта', apart: ['зелена', 'карта'] },
  { phrase: 'зелёная карта', apart: ['зелёная', 'карта'] },
  { phrase: 'зеленая карта', apart: ['зеленая', 'карта'] },
  { phrase: 'зелена картка', apart: ['зелена', 'картка'] },
  { phrase: 'сошіал секюріті', apart: ['секюріті'] },
  { phrase: 'сошиал секьюрити', apart: ['секьюрити'] },
  { phrase: 'гуманітарний пароль', apart: ['пароль'] },
  { phrase: 'гуманитарный пароль', apart: ['пароль'] },
  { phrase: 'військовий квиток', apart: ['квиток'] },
  { phrase: 'военный билет', apart: ['билет'] },

  // Community and events.
  { phrase: 'акція протесту', apart: ['акція'] },
  { phrase: 'акция протеста', apart: ['акция'] },
  { phrase: 'народний дім', apart: ['дім'] },
  { phrase: 'народный дом', apart: ['дом'] },
  { phrase: 'добрі руки', apart: ['руки'] },
  { phrase: 'добрые руки', apart: ['руки'] },
  { phrase: 'good home', apart: ['home'] },
  { phrase: 'funeral home', apart: ['home'] },
  { phrase: 'baby shower', apart: ['shower'] },
  { phrase: 'hen party', apart: ['hen'] },
  { phrase: 'escape room', apart: ['room'] },
  { phrase: 'greek catholic', apart: ['greek'] },

  // Food; and "free" of a thing, not free of charge.
  { phrase: 'шведський стіл', apart: ['стіл'] },
  { phrase: 'шведский стол', apart: ['стол'] },
  { phrase: 'cottage cheese', apart: ['cottage'] },
  { phrase: 'ice cream', apart: ['cream'] },
  { phrase: 'hot dog', apart: ['dog'] },
  { phrase: 'gluten free', apart: ['free'] },
  { phrase: 'smoke free', apart: ['free'] },
];
