// The source reader's fuzz target (SRC-1, issue 24): whatever bytes an app's files hold — Swift,
// an Info.plist, a storyboard, build settings — reading, linting and importing never trap or hang.
// The first byte says which kind of file the rest is. Built normally it replays inputs given as
// files; `make fuzz` builds it with libFuzzer (`-sanitize=fuzzer -DFUZZING`).
import Foundation
import HandheldCore
import HandheldSources

enum SourcesFuzzTarget {
    static let catalog: DeviceCatalog = {
        do { return try DeviceCatalog.shipped() } catch { fatalError("device profiles: \(error)") }
    }()

    /// One input: never traps, never hangs, whatever the bytes. Read on a large stack, as the
    /// tool reads (libFuzzer's own thread has 8 MiB, and AddressSanitizer's frames are large);
    /// under libFuzzer the driver already runs on one.
    static func run(_ data: Data) {
        LargeStack.run { read(data) }
    }

    static func read(_ data: Data) {
        guard let kind = data.first else { return }
        let body = data.dropFirst()
        var index = SourceIndex()
        var settings: [ProjectSettings.Setting] = []
        var file = "Input.swift"
        switch kind % 5 {
        case 0:
            SwiftReader.read(source: String(decoding: body, as: UTF8.self), file: file, into: &index)
        case 4:
            // Issue 35: a file name with any bytes (git allows a newline, ESC, BEL): what lint
            // prints of it is escaped. The name runs to the first NUL byte.
            let name = body.prefix { $0 != 0 }
            file = String(decoding: name, as: UTF8.self) + ".swift"
            SwiftReader.read(source: String(decoding: body.dropFirst(name.count + 1), as: UTF8.self), file: file, into: &index)
        case 1:
            ProjectSettings.read(plist: Data(body), file: "Info.plist", into: &index.plist)
        case 2:
            StoryboardReader.read(data: Data(body), file: "Main.storyboard", into: &index)
        default:
            settings = ProjectSettings.settings(in: String(decoding: body, as: UTF8.self), file: "App.xcconfig")
            index.plist = ProjectSettings.infoPlist(under: [], settings: settings)
            _ = ProjectSettings.deploymentTargets(in: String(decoding: body, as: UTF8.self))
            _ = ProjectSettings.packagePlatforms(in: String(decoding: body, as: UTF8.self))
        }
        // Problems are reported inside the input.
        // A line ends at LF, CR or CR LF, as the Swift parser, the XML parser and editors count.
        var lines = 1
        for (offset, byte) in zip(body.indices, body) where byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            if byte == UInt8(ascii: "\n"), offset > body.startIndex, body[offset - 1] == UInt8(ascii: "\r") { continue }
            lines += 1
        }
        for (position, _) in index.problems {
            precondition(position.line >= 1 && position.line <= lines + 1, "a problem at line \(position.line) of \(lines)")
        }
        // Lint over two versions and both devices, with SB-7's guesses; the import decodes.
        let findings: [SourceFinding]
        do { findings = try SourceLint.findings(index, deploymentTarget: 17, families: DeviceFamily.allCases, pedantic: true) } catch {
            fatalError("device profiles: \(error)")
        }
        // Nothing from the user's tree reaches the terminal raw: no control byte but the line
        // breaks between a finding and its notes, and tabs (section 9).
        let shown = findings.map(\.text) + index.problems.map { "\($0.0): \($0.1)" }
        for text in shown {
            precondition(!text.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && ($0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value)) },
                         "a control character printed: \(text.debugDescription)")
        }
        for problem in index.problems { precondition(!"\(problem.0)".contains("\n"), "a position over two lines") }
        for scenario in SourceImport.scenarios(index, folder: "input") {
            let text = scenario.json.rendered()
            do {
                _ = try ScenarioDecoder.decode(text, file: "imported.json", catalog: catalog)
            } catch {
                preconditionFailure("an imported scenario does not decode: \(error)\n\(text)")
            }
        }
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    SourcesFuzzTarget.run(Data(bytes: start, count: count))
    return 0
}

/// SwiftPM links an executable's entry point as `<target>_main`; with libFuzzer linked in,
/// that entry hands the command line to libFuzzer's driver.
@_cdecl("handheld_sources_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    // The whole driver on one large stack: a new 1 GiB thread per input made AddressSanitizer
    // prepare its stack each time (under 5 inputs a second).
    // libFuzzer's -timeout is a SIGALRM that it heeds only on the thread that runs its driver:
    // taken by this waiting thread, it was dropped, and a 149 s input ran to its end. This thread
    // blocks the signal; the driver's thread, which inherits the mask, takes it back.
    var alarm = sigset_t()
    sigemptyset(&alarm)
    sigaddset(&alarm, SIGALRM)
    pthread_sigmask(SIG_BLOCK, &alarm, nil)
    return LargeStack.run {
        pthread_sigmask(SIG_UNBLOCK, &alarm, nil)
        return FuzzDriver.run(argc, argv, fuzzOneInput)
    }
}
#else
@main
struct SourcesFuzzReplay {
    static func main() { FuzzDriver.replay("handheld-sources-fuzz", SourcesFuzzTarget.run) }
}
#endif
