import { limits } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import { addToSelection, refusalOf, refusalText, removeFromSelection, sizeInKb } from './upload-selection.ts';

const fileOf = (name: string, size = 10, lastModified = 1) =>
  ({ name, size, lastModified }) as unknown as File;

describe('the browser-side upload checks (SPEC.md section 5)', () => {
  it.each([
    ['offerte.pdf', 1000, null],
    ['Tekening.DOCX', 1000, null],
    ['foto.jpg', 1000, null],
    ['foto.jpeg', 1000, null],
    ['lijst.xls', 1000, null],
    ['setup.exe', 1000, 'invalid_type'],
    ['geen-extensie', 1000, 'invalid_type'],
    ['pagina.html', 1000, 'invalid_type'],
    ['precies.pdf', limits.uploadMaxBytes, null],
    ['te-groot.pdf', limits.uploadMaxBytes + 1, 'too_large'],
  ] as const)('%s of %i bytes: %s', (name, size, refusal) => {
    expect(refusalOf({ name, size })).toBe(refusal);
  });

  it('keeps each file once, and holds back valid files beyond the number one upload takes', () => {
    const many = Array.from({ length: limits.uploadMaxFiles + 1 }, (_, index) => fileOf(`f${index}.pdf`));
    const selection = addToSelection(addToSelection([], [fileOf('x.exe')]), many);
    expect(selection).toHaveLength(limits.uploadMaxFiles + 2);
    expect(selection.filter((entry) => entry.refusal === null)).toHaveLength(limits.uploadMaxFiles);
    expect(selection.at(-1)?.refusal).toBe('too_many_files');
    expect(addToSelection(selection, [many[0]])).toHaveLength(selection.length);

    // Taking one out lets the held-back file go with this upload.
    const fewer = removeFromSelection(selection, selection[1].key);
    expect(fewer.filter((entry) => entry.refusal === null)).toHaveLength(limits.uploadMaxFiles);
    expect(fewer.some((entry) => entry.refusal === 'too_many_files')).toBe(false);
  });

  it("words each refusal with the file's name", () => {
    expect(refusalText('too_large', 'a.pdf')).toBe('a.pdf: groter dan 10MB');
    expect(refusalText('invalid_type', 'a.exe')).toBe('a.exe: ongeldig bestandstype');
    expect(refusalText('too_many_files', 'b.pdf')).toBe('b.pdf: meer dan 20 bestanden in één upload');
  });

  it('gives sizes in KB the Dutch way', () => {
    expect(sizeInKb(12_595)).toBe('12,3 KB');
    expect(sizeInKb(10)).toBe('0,1 KB');
    expect(sizeInKb(0)).toBe('0 KB');
    expect(sizeInKb(10 * 1024 * 1024)).toBe('10.240 KB');
  });
});
