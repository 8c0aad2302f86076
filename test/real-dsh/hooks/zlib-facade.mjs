/** node:zlib plus the zstd names Node 20 lacks; each of those throws if it is ever called. */
import zlib from 'node:zlib'

export * from 'node:zlib'

function unavailable(name) {
  return () => {
    throw new Error(`zlib.${name} is not available on Node ${process.versions.node}; use compression: 'none' or Node >= 22`)
  }
}

export const createZstdDecompress = zlib.createZstdDecompress ?? unavailable('createZstdDecompress')
export const zstdCompress = zlib.zstdCompress ?? unavailable('zstdCompress')
export const zstdDecompress = zlib.zstdDecompress ?? unavailable('zstdDecompress')
export const zstdDecompressSync = zlib.zstdDecompressSync ?? unavailable('zstdDecompressSync')
