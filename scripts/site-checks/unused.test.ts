import { beforeAll, expect, it } from 'vitest';
import { distFiles, requireDist } from './dist';

beforeAll(requireDist);

it("publishes none of React Router's .data files: no page navigates client-side", () => {
  expect(distFiles().filter((file) => file.endsWith('.data'))).toEqual([]);
});
