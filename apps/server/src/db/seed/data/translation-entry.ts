/** A dictionary entry: [key, ru-RU text, en-US text]; %s placeholders are filled in order. */
export type TranslationEntry = [key: string, ru: string, en: string];
