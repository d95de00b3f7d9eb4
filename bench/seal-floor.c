/*
 * The light hashimoto's memory pattern in native code, to tell the seal's floor on a machine
 * (issue 16, W10/W12): 64 rounds of 2 dataset items, each 256 dependent 64-byte reads of a
 * 16 MiB cache at a non-power-of-two row count, with the FNV mixing (no keccak: that part is
 * compute, which bench/seal-micro.ts's in-L2 case measures). With and without transparent huge
 * pages (madvise). Compare its figure with seal-micro.ts's "16 MiB cache" WebAssembly figure.
 * Build and run: gcc -O2 -o /tmp/seal-floor bench/seal-floor.c && /tmp/seal-floor
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#define FNV_PRIME 0x01000193u
#define CACHE_BYTES 16776896u /* epoch 0's cache: 262,139 rows of 64 bytes */
#define RUNS 100

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double run(int huge) {
  const size_t align = 2u << 20;
  uint8_t *raw = mmap(0, CACHE_BYTES + align, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) return -1;
  uint32_t *cache = (uint32_t *)(((uintptr_t)raw + align - 1) & ~(uintptr_t)(align - 1));
  if (huge) madvise(cache, CACHE_BYTES, MADV_HUGEPAGE);
  uint64_t state = 0x9e3779b97f4a7c15u; /* random words, as a real cache's */
  for (size_t i = 0; i < CACHE_BYTES / 4; i++) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    cache[i] = (uint32_t)(state >> 16);
  }
  volatile uint32_t rows_v = CACHE_BYTES / 64; /* not a constant: the division stays */
  const uint32_t rows = rows_v;
  double best = 1e9;
  uint32_t sink = 0;
  for (int rep = 0; rep < 5; rep++) {
    double t0 = now_ms();
    for (int h = 0; h < RUNS; h++) {
      uint32_t seed = (uint32_t)h * 77u;
      for (int round = 0; round < 64; round++) {
        uint32_t i0 = (seed * FNV_PRIME ^ (uint32_t)round) % (rows * 2), i1 = i0 + 1;
        uint32_t x[16], y[16];
        memcpy(x, cache + (i0 % rows) * 16, 64);
        memcpy(y, cache + (i1 % rows) * 16, 64);
        x[0] ^= i0;
        y[0] ^= i1;
        for (uint32_t j = 0; j < 256; j++) {
          const uint32_t *p = cache + (((i0 ^ j) * FNV_PRIME ^ x[j & 15]) % rows) * 16;
          const uint32_t *q = cache + (((i1 ^ j) * FNV_PRIME ^ y[j & 15]) % rows) * 16;
          for (int k = 0; k < 16; k++) {
            x[k] = (x[k] * FNV_PRIME) ^ p[k];
            y[k] = (y[k] * FNV_PRIME) ^ q[k];
          }
        }
        seed ^= x[3] ^ y[5];
        sink += seed;
      }
    }
    double ms = (now_ms() - t0) / RUNS;
    if (ms < best) best = ms;
  }
  munmap(raw, CACHE_BYTES + align);
  return sink == 0xffffffffu ? -best : best;
}

int main(void) {
  printf("native, 4 KiB pages: %.3f ms per hashimoto's reads (best of 5 x %d)\n", run(0), RUNS);
  printf("native, huge pages:  %.3f ms per hashimoto's reads (best of 5 x %d)\n", run(1), RUNS);
  return 0;
}
