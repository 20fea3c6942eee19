import Foundation

/// Writes an animated GIF one frame at a time (issue 34: `record` and File > Record held every
/// frame in ImageMagick and ran out of its stock limits). Each frame is quantized on its own to
/// at most 256 colours, LZW-compressed and appended to the file; nothing of it is kept after,
/// so memory does not grow with the number of frames.
public final class GIFWriter {
    /// The canvas, in pixels: every frame covers it whole.
    public let width: Int
    public let height: Int
    /// The colour around a frame smaller than the canvas, and under transparent pixels.
    public let backdrop: (red: UInt8, green: UInt8, blue: UInt8)
    private let file: FileHandle
    private var buffer: [UInt8] = []
    /// Display time given so far, in hundredths of a second, and the time it should be.
    private var shownCentiseconds = 0

    /// Starts a GIF at `path` (created, or emptied) that loops forever.
    public init(path: String, width: Int, height: Int, backdrop: (red: UInt8, green: UInt8, blue: UInt8)) throws {
        guard width > 0, height > 0, width <= 0xFFFF, height <= 0xFFFF else {
            throw GIFError(message: "a GIF is 1 to 65535 pixels wide and high, not \(width) x \(height)")
        }
        self.width = width
        self.height = height
        self.backdrop = backdrop
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw GIFError(message: String(cString: strerror(errno)))
        }
        file = handle
        buffer += Array("GIF89a".utf8)
        word(width)
        word(height)
        // No global colour table: each frame has its own.
        buffer += [0x00, 0x00, 0x00]
        // NETSCAPE2.0: loop forever.
        buffer += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        try flush()
    }

    /// Appends a frame shown until `until` seconds after the animation's start: `pixels` are
    /// Cairo's ARGB32 (native-endian words, premultiplied alpha), `frameWidth` x `frameHeight`
    /// with `stride` bytes a row, centred on the canvas over the backdrop.
    public func addFrame(pixels: UnsafeRawPointer, frameWidth: Int, frameHeight: Int, stride: Int, until: Double) throws {
        let end = max(shownCentiseconds + 1, Int((until * 100).rounded()))
        let delay = end - shownCentiseconds
        shownCentiseconds = end
        let rgb = composite(pixels, frameWidth, frameHeight, stride)
        let (palette, indices) = Self.quantize(rgb, count: width * height)
        // Graphic control: no disposal (each frame covers the canvas), the delay.
        buffer += [0x21, 0xF9, 0x04, 0x04]
        word(min(delay, 0xFFFF))
        buffer += [0x00, 0x00]
        // The image: the whole canvas, with a local colour table of 256 entries.
        buffer += [0x2C]
        word(0)
        word(0)
        word(width)
        word(height)
        buffer += [0x87]
        for index in 0..<256 {
            let colour = index < palette.count ? palette[index] : (0, 0, 0)
            buffer += [colour.0, colour.1, colour.2]
        }
        buffer.append(8)
        Self.compress(indices, into: &buffer)
        buffer.append(0x00)
        try flush()
    }

    /// Ends the file.
    public func finish() throws {
        buffer.append(0x3B)
        try flush()
        try file.close()
    }

    // MARK: - Pixels

    /// The canvas as RGB bytes: the frame centred on the backdrop, composited over it.
    private func composite(_ pixels: UnsafeRawPointer, _ frameWidth: Int, _ frameHeight: Int, _ stride: Int) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let left = (width - frameWidth) / 2, top = (height - frameHeight) / 2
        let (br, bg, bb) = (Int(backdrop.red), Int(backdrop.green), Int(backdrop.blue))
        rgb.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let sourceY = y - top
                for x in 0..<width {
                    let sourceX = x - left
                    var (r, g, b) = (br, bg, bb)
                    if sourceY >= 0, sourceY < frameHeight, sourceX >= 0, sourceX < frameWidth {
                        let word = pixels.load(fromByteOffset: sourceY * stride + sourceX * 4, as: UInt32.self)
                        let alpha = Int(word >> 24)
                        // Premultiplied: source + backdrop x (1 - alpha).
                        r = Int((word >> 16) & 0xFF) + br * (255 - alpha) / 255
                        g = Int((word >> 8) & 0xFF) + bg * (255 - alpha) / 255
                        b = Int(word & 0xFF) + bb * (255 - alpha) / 255
                    }
                    let at = (y * width + x) * 3
                    out[at] = UInt8(min(255, r))
                    out[at + 1] = UInt8(min(255, g))
                    out[at + 2] = UInt8(min(255, b))
                }
            }
        }
        return rgb
    }

    /// At most 256 colours for `rgb`: the most frequent of its colours cut to 5 bits a channel
    /// (a device's screen is mostly flat colour), each the mean of what fell in it; every
    /// pixel takes the nearest.
    static func quantize(_ rgb: [UInt8], count: Int) -> (palette: [(UInt8, UInt8, UInt8)], indices: [UInt8]) {
        var counts = [Int](repeating: 0, count: 32768)
        var sums = [Int](repeating: 0, count: 32768 * 3)
        var bins = [Int32](repeating: 0, count: count)
        for pixel in 0..<count {
            let r = Int(rgb[pixel * 3]), g = Int(rgb[pixel * 3 + 1]), b = Int(rgb[pixel * 3 + 2])
            let bin = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
            bins[pixel] = Int32(bin)
            counts[bin] += 1
            sums[bin * 3] += r
            sums[bin * 3 + 1] += g
            sums[bin * 3 + 2] += b
        }
        let used = (0..<32768).filter { counts[$0] > 0 }
        let chosen = used.count <= 256 ? used : Array(used.sorted { counts[$0] > counts[$1] }.prefix(256))
        let palette = chosen.map { bin in
            (UInt8(sums[bin * 3] / counts[bin]), UInt8(sums[bin * 3 + 1] / counts[bin]), UInt8(sums[bin * 3 + 2] / counts[bin]))
        }
        // Each bin used, to its nearest palette entry.
        var nearest = [Int16](repeating: -1, count: 32768)
        for (index, bin) in chosen.enumerated() { nearest[bin] = Int16(index) }
        for bin in used where nearest[bin] < 0 {
            let r = sums[bin * 3] / counts[bin], g = sums[bin * 3 + 1] / counts[bin], b = sums[bin * 3 + 2] / counts[bin]
            var best = 0, bestDistance = Int.max
            for (index, colour) in palette.enumerated() {
                let dr = r - Int(colour.0), dg = g - Int(colour.1), db = b - Int(colour.2)
                let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db
                if distance < bestDistance { (best, bestDistance) = (index, distance) }
            }
            nearest[bin] = Int16(best)
        }
        var indices = [UInt8](repeating: 0, count: count)
        for pixel in 0..<count { indices[pixel] = UInt8(nearest[Int(bins[pixel])]) }
        return (palette, indices)
    }

    // MARK: - LZW (the GIF89a specification, appendix F)

    /// `indices` LZW-compressed with 8-bit codes, in sub-blocks of at most 255 bytes.
    static func compress(_ indices: [UInt8], into output: inout [UInt8]) {
        let clear = 256, end = 257
        var codeSize = 9
        var next = 258
        // The dictionary: (prefix code << 8 | byte) -> code.
        var table = [Int32](repeating: -1, count: 4096 * 256)
        var block: [UInt8] = []
        var bits = 0, bitCount = 0
        func emit(_ code: Int) {
            bits |= code << bitCount
            bitCount += codeSize
            while bitCount >= 8 {
                block.append(UInt8(bits & 0xFF))
                bits >>= 8
                bitCount -= 8
                if block.count == 255 {
                    output.append(255)
                    output += block
                    block.removeAll(keepingCapacity: true)
                }
            }
        }
        var used: [Int] = []
        emit(clear)
        guard var prefix = indices.first.map(Int.init) else {
            emit(end)
            return
        }
        for byte in indices.dropFirst() {
            let key = prefix << 8 | Int(byte)
            let found = table[key]
            if found >= 0 {
                prefix = Int(found)
                continue
            }
            emit(prefix)
            if next < 4096 {
                table[key] = Int32(next)
                used.append(key)
                // The decoder widens its codes one code later than the encoder adds it.
                if next == 1 << codeSize { codeSize += 1 }
                next += 1
            } else {
                emit(clear)
                for key in used { table[key] = -1 }
                used.removeAll(keepingCapacity: true)
                codeSize = 9
                next = 258
            }
            prefix = Int(byte)
        }
        emit(prefix)
        emit(end)
        if bitCount > 0 { block.append(UInt8(bits & 0xFF)) }
        if !block.isEmpty {
            output.append(UInt8(block.count))
            output += block
        }
    }

    // MARK: - Bytes

    private func word(_ value: Int) {
        buffer += [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)]
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        do {
            try file.write(contentsOf: buffer)
        } catch {
            throw GIFError(message: (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Why a GIF could not be written.
public struct GIFError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
