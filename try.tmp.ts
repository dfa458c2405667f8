import { dictionaries } from './src/search/morphology/dictionaries.ts';
import { crossSpellingKey } from './src/search/morphology/cross-spelling.ts';
import { termRole } from './src/search/morphology/roles.ts';
import { stem } from './src/search/stem.ts';
const t = performance.now(); const { ukrainian, russian } = dictionaries(); console.log('load', (performance.now() - t).toFixed(0));
for (const w of ['ремонтує', 'ремонт', 'ремонту', 'пральних', 'пральні', 'вчитель', 'вчителька', 'банка', 'банк', 'няня', 'нянька', 'вечір'])
  console.log(w, stem(w), ukrainian.lemmasOf(w));
for (const [a, b] of [['электрик', 'електрик'], ['одесса', 'одеса'], ['компьютер', 'компютер'], ['сантехник', 'сантехнік'], ['ищу', 'шукаю'], ['станция','станція']]) console.log(a, b, crossSpellingKey(a), crossSpellingKey(b));
for (const w of ['шукаємо', 'потрібного', 'на', 'for', 'недорого', 'няню']) console.log(w, termRole(w, ukrainian.lemmasOf(w)));
