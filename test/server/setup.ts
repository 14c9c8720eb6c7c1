// Each test starts its own API (migrations, seed, scrypt); on a loaded 2-core machine that alone can pass jest's 5 s.
jest.setTimeout(30_000)
