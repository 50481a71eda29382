import { describe, expect, it } from 'vitest';
import {
  dictionaryLookup,
  fillPlaceholders,
  plural,
  pluralCategory,
  pluralKey,
  translate,
} from '../src/rules/plural.js';

const ru = {
  document_one: 'документ',
  document_few: 'документа',
  document_many: 'документов',
  document_other: 'документа',
  workingDay_one: '%s рабочий день',
  workingDay_few: '%s рабочих дня',
  workingDay_many: '%s рабочих дней',
  FieldMustBeMinLength: 'Минимальная длина поля: %s символов',
  Between: 'От %s до %s',
};

const en = { document_one: 'document', document_other: 'documents' };

describe('pluralCategory', () => {
  it.each([
    [1, 'one'],
    [2, 'few'],
    [4, 'few'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [21, 'one'],
    [22, 'few'],
    [25, 'many'],
    [111, 'many'],
    [0, 'many'],
    [1.5, 'other'],
  ])('ru-RU %s → %s', (n, category) => {
    expect(pluralCategory('ru-RU', n)).toBe(category);
  });

  it.each([
    [1, 'one'],
    [2, 'other'],
    [0, 'other'],
  ])('en-US %s → %s', (n, category) => {
    expect(pluralCategory('en-US', n)).toBe(category);
  });

  it('builds the dictionary key of the form', () => {
    expect(pluralKey('document', 'ru-RU', 22)).toBe('document_few');
    expect(pluralKey('document', 'en-US', 5)).toBe('document_other');
  });
});

describe('plural', () => {
  const tRu = dictionaryLookup(ru);

  it.each([
    [1, '1 документ'],
    [2, '2 документа'],
    [5, '5 документов'],
    [11, '11 документов'],
    [21, '21 документ'],
    [22, '22 документа'],
    [25, '25 документов'],
    [111, '111 документов'],
  ])('ru-RU %s', (n, text) => {
    expect(`${n} ${plural(tRu, 'document', 'ru-RU', n)}`).toBe(text);
  });

  it.each([
    [1, '1 document'],
    [2, '2 documents'],
  ])('en-US %s', (n, text) => {
    expect(`${n} ${plural(dictionaryLookup(en), 'document', 'en-US', n)}`).toBe(text);
  });

  it('fills the count into forms that carry %s', () => {
    expect(plural(tRu, 'workingDay', 'ru-RU', 1)).toBe('1 рабочий день');
    expect(plural(tRu, 'workingDay', 'ru-RU', 3)).toBe('3 рабочих дня');
    expect(plural(tRu, 'workingDay', 'ru-RU', 10)).toBe('10 рабочих дней');
  });

  it('falls back to the other form, then to the base key, then to the key itself', () => {
    expect(plural(dictionaryLookup({ item_other: 'items' }), 'item', 'ru-RU', 1)).toBe('items');
    expect(plural(dictionaryLookup({ item: 'item(s)' }), 'item', 'ru-RU', 5)).toBe('item(s)');
    expect(plural(dictionaryLookup({}), 'item', 'ru-RU', 5)).toBe('item');
  });
});

describe('translate', () => {
  it('fills %s placeholders in order', () => {
    expect(translate(ru, 'FieldMustBeMinLength', 3)).toBe('Минимальная длина поля: 3 символов');
    expect(translate(ru, 'Between', 1, '5')).toBe('От 1 до 5');
  });

  it('leaves placeholders without an argument and ignores extra arguments', () => {
    expect(translate(ru, 'Between', 1)).toBe('От 1 до %s');
    expect(translate(ru, 'document_one', 1, 2)).toBe('документ');
  });

  it('shows the key when the dictionary lacks it, even for inherited names', () => {
    expect(translate(ru, 'UnknownKey', 1)).toBe('UnknownKey');
    expect(translate(ru, 'constructor')).toBe('constructor');
    expect(translate(ru, 'toString')).toBe('toString');
  });

  it('does not read placeholders inside the arguments', () => {
    expect(fillPlaceholders('%s and %s', ['%s', 'b'])).toBe('%s and b');
  });
});
