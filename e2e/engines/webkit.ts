import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Driver, Handle } from './driver';
import { freePort, waitForHttp } from './ports';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' } as const;

/** Starts Xvfb on a display it picks itself (`-displayfd`), so parallel runs never collide. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1440x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { display, process: xvfb };
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, spoken to in plain W3C WebDriver. The
 * window cannot be narrower than 447 px, so that is the phone width here.
 */
export async function launchWebKit(): Promise<Driver> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
  };
  try {
    await waitForHttp(`${base}/status`);
  } catch (error) {
    stop();
    throw error;
  }
  async function send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok)
      throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  }
  const session = await send<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    },
  }).catch((error: unknown) => {
    stop();
    throw error;
  });
  const s = `/session/${session.sessionId}`;
  const script = (body: string, args: unknown[]) =>
    send<unknown>('POST', `${s}/execute/sync`, {
      script: `return (function(){${body}}).apply(null, arguments)`,
      args,
    });
  const keys = (value: string) =>
    send('POST', `${s}/actions`, {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [...value].flatMap((key) => [
            { type: 'keyDown', value: key },
            { type: 'keyUp', value: key },
          ]),
        },
      ],
    });
  return {
    name: 'webkit',
    phoneWidth: 447,
    async goto(url) {
      // Navigate returns once the page has loaded (the default page load strategy, `normal`).
      await send('POST', `${s}/url`, { url });
    },
    url: () => send<string>('GET', `${s}/url`),
    evaluate: async <T>(body: string, ...args: unknown[]) => (await script(body, args)) as T,
    async waitFor(what, body, args = [], timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Timed out waiting for ${what}`);
        await send('POST', `${s}/timeouts`, { script: left });
        const poll = `var done = arguments[arguments.length - 1], args = arguments[0];
          (function check() {
            var ok = false;
            try { ok = (function(){${body}}).apply(null, args); } catch (e) {}
            if (ok) done(true); else requestAnimationFrame(check);
          })();`;
        try {
          if (await send<boolean>('POST', `${s}/execute/async`, { script: poll, args: [args] })) return;
        } catch (error) {
          // A timeout, or a navigation that ended the script: try again in the new page until the deadline.
          if (Date.now() >= deadline)
            throw new Error(`Timed out waiting for ${what}: ${String(error)}`, { cause: error });
        }
      }
    },
    async element(body, ...args) {
      const value = (await script(body, args)) as Record<string, string> | null;
      return value && value[ELEMENT] ? { engineHandle: value[ELEMENT] } : null;
    },
    async click(element: Handle) {
      const reference = { [ELEMENT]: String(element.engineHandle) };
      // Into the middle of the window first, as a person scrolls: WebDriver's own scrolling
      // stops at the window's edge, where a sticky header can cover the element.
      const tag = await script(
        `arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' }); return arguments[0].outerHTML.slice(0, 120);`,
        [reference],
      );
      try {
        await send('POST', `${s}/element/${String(element.engineHandle)}/click`, {});
      } catch (error) {
        throw new Error(`Clicking ${String(tag)}: ${String(error)}`, { cause: error });
      }
    },
    async type(text) {
      await keys(text);
    },
    async press(key) {
      await keys(KEYS[key]);
    },
    async setWidth(width, height = 900) {
      await send('POST', `${s}/window/rect`, { width, height });
    },
    async screenshot(path) {
      // WebKitGTK captures the last painted frame: let the page paint what changed first.
      await send('POST', `${s}/execute/async`, {
        script:
          'var done = arguments[0]; requestAnimationFrame(function () { requestAnimationFrame(done); });',
        args: [],
      });
      writeFileSync(path, Buffer.from(await send<string>('GET', `${s}/screenshot`), 'base64'));
    },
    // WebKitWebDriver exposes no console log: the in-page probe reports what the page sees.
    drainProblems: () => [],
    async close() {
      await send('DELETE', s).catch(() => undefined);
      stop();
    },
  };
}
