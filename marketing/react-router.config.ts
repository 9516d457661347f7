import type { Config } from '@react-router/dev/config';

export default {
  ssr: false,
  // Paths without a trailing slash: a slashed path prerenders an empty shell (TOOLCHAIN.md).
  // `/404` is rendered at 200 here and published as 404.html by the build script.
  async prerender() {
    return ['/', '/404'];
  },
} satisfies Config;
