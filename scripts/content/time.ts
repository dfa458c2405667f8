/**
 * Time for the generated data: a fixed "now", and the wall clocks of the cities
 * (their UTC offsets with North American daylight saving time, without a
 * time-zone database), so that dates come out as a real export writes them.
 */
import { type CityData } from './places.ts';

export const REFERENCE_DATE = '2026-11-22T00:00:00Z';
export const REF_MS = Date.parse(REFERENCE_DATE);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Day of month of the n-th Sunday of a month (month 0-based). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/**
 * The city's UTC offset at an instant, in minutes. All our cities follow the US/Canada
 * rule (second Sunday of March to first Sunday of November, at 02:00 local), which is
 * enough to write realistic local timestamps without a time-zone database.
 */
export function offsetMinutes(city: CityData, utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const std = city.stdOffsetHours;
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - std * HOUR;
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - (std + 1) * HOUR;
  return (utcMs >= start && utcMs < end ? std + 1 : std) * 60;
}

export function isoUtc(utcMs: number): string {
  return `${new Date(utcMs).toISOString().slice(0, 19)}Z`;
}

function isoLocal(utcMs: number, offsetMin: number): string {
  const wall = new Date(utcMs + offsetMin * MINUTE).toISOString().slice(0, 19);
  const abs = Math.abs(offsetMin);
  return `${wall}${offsetMin < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** RFC 3339 either in UTC or in the city's own offset, as exports mix both. */
export function isoIn(city: CityData, utcMs: number, utc: boolean): string {
  return utc ? isoUtc(utcMs) : isoLocal(utcMs, offsetMinutes(city, utcMs));
}

interface WallClock { year: number; month: number; day: number; weekday: number; hour: number; minute: number }

export function wallClock(city: CityData, utcMs: number): WallClock {
  const d = new Date(utcMs + offsetMinutes(city, utcMs) * MINUTE);
  return {
    year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(),
    weekday: d.getUTCDay(), hour: d.getUTCHours(), minute: d.getUTCMinutes(),
  };
}

export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
  'September', 'October', 'November', 'December'];
/** Genitive, as Ukrainian dates need ("12 грудня"). */
export const MONTHS_UK = ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня',
  'вересня', 'жовтня', 'листопада', 'грудня'];
export const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const WEEKDAYS_UK = ['неділя', 'понеділок', 'вівторок', 'середа', 'четвер', 'п’ятниця', 'субота'];

export const at = <T>(items: readonly T[], i: number): T => {
  const item = items[i];
  if (item === undefined) throw new Error(`index ${i} out of range`);
  return item;
};

export function time12(w: WallClock): string {
  return `${w.hour % 12 || 12}:${pad2(w.minute)} ${w.hour < 12 ? 'AM' : 'PM'}`;
}
