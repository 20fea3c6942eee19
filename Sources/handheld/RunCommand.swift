import ArgumentParser
import Foundation
import HandheldCore

/// `handheld run FILE...`: runs scenarios headlessly (SPEC section 9).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: tr("Run scenario files headlessly."),
        discussion: """
            Prints PASS or FAIL per scenario, then 'N passed, M failed'. Exit status: 0 when all \
            pass, 1 when an expectation fails, 2 when a file is not a valid scenario.
            """
    )

    @Argument(help: ArgumentHelp(tr("Scenario JSON files.")))
    var files: [String]

    @Flag(help: ArgumentHelp(tr("Print the final state of each scenario as JSON instead of PASS/FAIL lines.")))
    var state = false

    func run() throws {
        let catalog = try DeviceCatalog.shippedForCommand()
        let batch = ScenarioBatch(paths: files, catalog: catalog)
        for result in batch.results {
            switch result {
            case .invalid(let error):
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                if !state { print("FAIL \(error.file): " + tr("not a valid scenario")) }
            case .ran(let outcome):
                if !state { print(outcome.line) }
            }
        }
        if state {
            print(batch.stateJSON.rendered())
        } else {
            print(batch.summary)
        }
        if batch.exitCode != 0 { throw ExitCode(batch.exitCode) }
    }
}

extension DeviceCatalog {
    /// The shipped profiles and themes; when they cannot be read, says why and exits 2 (as for
    /// an invalid file).
    static func shippedForCommand() throws -> DeviceCatalog {
        do {
            return try DeviceCatalog.shipped()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
