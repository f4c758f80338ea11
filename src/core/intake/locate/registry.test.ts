import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { formatLabel } from '../format-names.ts';
import type { FixtureManifest } from '../fixtures/fixture-manifest.ts';
import { READERS, readerOf, type IntakeFormat } from './registry.ts';

const dir = new URL('../fixtures/programs/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('programs.json', dir), 'utf8')) as FixtureManifest;

describe('the registry of readers', () => {
  it('holds one record per format id, each named', () => {
    const ids: IntakeFormat[] = READERS.map((reader) => reader.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const reader of READERS) expect(reader.label).not.toBe('');
  });

  it('every format a committed fixture reads as is a registered id, named by its record', () => {
    for (const fixture of manifest.fixtures) {
      const result = parseIntake(readFileSync(new URL(fixture.file, dir), 'utf8'));
      expect(result.ok, fixture.file).toBe(true);
      if (!result.ok) continue;
      const reader = readerOf(result.intake.format);
      expect(reader?.id, fixture.file).toBe(result.intake.format);
      expect(formatLabel(result.intake).startsWith(reader!.label)).toBe(true);
    }
  });
});
