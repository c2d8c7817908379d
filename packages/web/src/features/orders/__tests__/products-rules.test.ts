// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nearestFirst, shownAddressResults } from '../lib/address-results';
import { blocksProductsStep, chosenItems, clampQuantity, formatTotalQuantity, freeUnits } from '../lib/quantities';
import { makeAddress } from '../testing/order-fixtures';

describe('products step rules', () => {
  it('ONEW-05 a total of 0 units blocks step 1', () => {
    expect(blocksProductsStep({})).toBe(true);
    expect(blocksProductsStep({ 1: 0, 2: 0 })).toBe(true);
  });

  it('ONEW-06 a total of exactly 2 units blocks step 1, summed over every product', () => {
    expect(blocksProductsStep({ 1: 2 })).toBe(true);
    expect(blocksProductsStep({ 1: 1, 2: 1 })).toBe(true);
  });

  it('ONEW-07 totals of 1, 3 and more do not block on their own', () => {
    for (const quantities of [{ 1: 1 }, { 1: 3 }, { 1: 2, 2: 1 }, { 1: 15, 2: 15 }] as Record<number, number>[]) {
      expect(blocksProductsStep(quantities)).toBe(false);
    }
  });

  it('ONEW-15 quantities are kept within 0 to 15 inclusive', () => {
    expect(clampQuantity(-3)).toBe(0);
    expect(clampQuantity(0)).toBe(0);
    expect(clampQuantity(15)).toBe(15);
    expect(clampQuantity(16)).toBe(15);
    expect(clampQuantity(null)).toBe(0);
    expect(clampQuantity(4.7)).toBe(4);
  });

  it('ONEW-23 a total reads as the units charged, "n-1 + 1" only when the FREE_UNIT discount applies', () => {
    const freeUnit = { kind: 'FREE_UNIT', minQuantity: 3 };
    expect(formatTotalQuantity(3, freeUnits(3, undefined))).toBe('3');
    expect(formatTotalQuantity(3, freeUnits(3, { kind: 'PERCENT', minQuantity: 1 }))).toBe('3');
    expect(formatTotalQuantity(1, freeUnits(1, freeUnit))).toBe('1');
    expect(formatTotalQuantity(3, freeUnits(3, freeUnit))).toBe('2 + 1');
    expect(formatTotalQuantity(4, freeUnits(4, freeUnit))).toBe('3 + 1');
    expect(formatTotalQuantity(4, freeUnits(4, { kind: 'FREE_UNIT', minQuantity: 5 }))).toBe('4');
  });

  it('ONEW-116 items are the products with a quantity above 0, as {id, qty}', () => {
    expect(chosenItems({ 3: 1, 1: 2, 2: 0 })).toEqual([
      { id: 1, qty: 2 },
      { id: 3, qty: 1 },
    ]);
  });
});

describe('address search results', () => {
  it('ONEW-43 OCONST-14 results scoring above 20 are kept exclusively when any exist', () => {
    const results = [
      makeAddress({ id: 1, score: 20 }),
      makeAddress({ id: 2, score: 21 }),
      makeAddress({ id: 3, score: 5 }),
    ];
    expect(shownAddressResults(results).map((a) => a.id)).toEqual([2]);
  });

  it('ONEW-43 otherwise every result is kept', () => {
    const results = [makeAddress({ id: 1, score: 20 }), makeAddress({ id: 2, score: 3 })];
    expect(shownAddressResults(results).map((a) => a.id)).toEqual([1, 2]);
  });

  it('ONEW-44 results whose province contains "lima" come first, any case, each group in server order', () => {
    const results = [
      makeAddress({ id: 1, province: 'Arequipa' }),
      makeAddress({ id: 2, province: 'Lima' }),
      makeAddress({ id: 3, province: 'Cusco' }),
      makeAddress({ id: 4, province: 'LIMA Metropolitana' }),
    ];
    expect(shownAddressResults(results).map((a) => a.id)).toEqual([2, 4, 1, 3]);
  });

  it("the map search lists the places nearest the map's view first: Lima's before Callao's and Puno's for a Lima order", () => {
    const puno = makeAddress({ id: 1, district: 'Puno', province: 'Puno', latitude: -15.8402, longitude: -70.0219 });
    const callao = makeAddress({
      id: 2,
      district: 'Callao',
      province: 'Callao',
      latitude: -12.0566,
      longitude: -77.1181,
    });
    const miraflores = makeAddress({ id: 3, latitude: -12.1211, longitude: -77.0297 });
    const lima = { latitude: -12.1196, longitude: -77.0312 };
    expect(nearestFirst([puno, callao, miraflores], lima).map((a) => a.district)).toEqual([
      'Miraflores',
      'Callao',
      'Puno',
    ]);
  });
});
