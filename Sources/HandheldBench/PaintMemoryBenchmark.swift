import CGtk
import Glibc
import HandheldCore
import HandheldRender

// MARK: - Memory while painting (issue 10's soak, without a display)

/// The C heap in use (malloc's arenas and its mmapped blocks), in bytes.
func heapInUse() -> Int {
    let info = mallinfo2()
    return Int(info.uordblks) + Int(info.hblkhd)
}

/// Paints `frames` frames, each a moment no earlier frame showed: rotations, pushes and theme
/// dissolves mid-way, at a zoom that changes as a window being resized changes it. Prints the
/// heap in use after every `frames / 8`: a painter that keeps something per distinct frame
/// (a font per transformation, say) climbs; one that does not stays level after the first.
func paintMemoryBenchmark(frames: Int) throws {
    print("== Heap while painting \(frames) distinct mid-motion frames (rotation, push, theme dissolve, zoom)")
    let catalog = try DeviceCatalog.shipped()
    let themes = try Theme.shipped()
    let root = ControllerSpec(id: "tabs", kind: .tabs, children: [
        ControllerSpec(id: "nav", kind: .navigation, children: [ControllerSpec(id: "inbox", title: "Inbox")]),
        ControllerSpec(id: "profile", title: "Profile"),
    ])
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1200, 1200)
    let cr = cairo_create(surface)!
    defer {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }
    let cache = PaintCache()
    var random = SplitMix64(state: 10)
    let step = max(1, frames / 8)
    var samples: [(Int, Int)] = []
    for frame in 0...frames {
        if frame % step == 0 { samples.append((frame, heapInUse())) }
        if frame == frames { break }
        let device = catalog.profiles[frame % catalog.profiles.count]
        var engine = try Engine(device: device, root: root, themes: themes)
        let moment = Double.random(in: 0.01...0.99, using: &random)
        switch frame % 3 {
        case 0:
            try engine.send(.rotate(.landscapeLeft))
            engine.advanceClock(to: rotationDuration * moment)
        case 1:
            try engine.send(.push(ControllerSpec(id: "detail", title: "Detail \(frame % 10)"), on: nil, animated: true))
            engine.advanceClock(to: transitionDuration * moment)
        default:
            try engine.send(.nextTheme)
            engine.advanceClock(to: themeDissolveDuration * moment)
        }
        let zoom = Double.random(in: 0.5...2.5, using: &random)
        cairo_save(cr)
        cairo_scale(cr, zoom, zoom)
        ScenePainter.paint(SceneBuilder.scene(engine.state), on: cr, cache: cache)
        cairo_restore(cr)
        cairo_surface_flush(surface)
    }
    let line = samples.map { "\($0.0): \(format2(Double($0.1) / 1_048_576, 1)) MB" }.joined(separator: ", ")
    print("  heap after N frames — \(line)")
    // Caches (Cairo's glyphs, malloc's free lists) make it swing; what matters is that the
    // highest it reaches stops rising.
    let half = samples.count / 2
    let early = samples[1...half].map(\.1).max()!
    let late = samples[(half + 1)...].map(\.1).max()!
    print("  highest in the first half \(format2(Double(early) / 1_048_576, 1)) MB, in the second half \(format2(Double(late) / 1_048_576, 1)) MB"
          + " (level when the second is not above the first)")
}
