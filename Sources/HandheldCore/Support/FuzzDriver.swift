import Foundation

/// The fuzz targets' shared half (issue 10, issue 24): built with `-sanitize=fuzzer`, a target's
/// entry point hands its command line to libFuzzer's driver with its one-input callback, and
/// replays files given on the command line when built normally.
public enum FuzzDriver {
    public typealias Callback = @convention(c) (UnsafeRawPointer?, Int) -> CInt

    /// libFuzzer's `LLVMFuzzerRunDriver`, found at run time (it is linked in only by `-sanitize=fuzzer`).
    public static func run(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ callback: Callback) -> CInt {
        typealias Driver = @convention(c) (
            UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>, Callback
        ) -> CInt
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "LLVMFuzzerRunDriver") else {
            fatalError("libFuzzer's driver is not linked in: build with -sanitize=fuzzer")
        }
        var count = argc
        var arguments = argv
        return unsafeBitCast(symbol, to: Driver.self)(&count, &arguments, callback)
    }

    /// Built normally: each file on the command line is one input.
    public static func replay(_ name: String, _ run: (Data) -> Void) {
        let paths = CommandLine.arguments.dropFirst()
        if paths.isEmpty { print("usage: \(name) FILE... (replays inputs; `make fuzz` fuzzes)") }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { print("cannot read \(path)"); continue }
            run(data)
            print("ok \(path)")
        }
    }
}
