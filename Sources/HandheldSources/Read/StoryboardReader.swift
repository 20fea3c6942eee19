import Foundation
import HandheldCore
#if canImport(FoundationXML)
import FoundationXML
#endif

/// SRC-1, SRC-2: storyboards and xibs, read as XML. Each scene's controller becomes a class
/// (its custom class, or UIKit's named by the scene, one per scene so two plain navigation
/// controllers are two places); relationships give roots, tabs and containers; segues give
/// pushes and presentations with the style the segue names.
public enum StoryboardReader {
    /// The storyboards and xibs under `paths`, skipping what SRC-1 skips, sorted.
    public static func files(under paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { files.append(path); continue }
            FolderWalk.walk(path, skip: { SwiftReader.skippedFolders.contains(String($0)) || $0.hasSuffix("Tests") }) { relative, _ in
                if relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib") {
                    files.append(SwiftReader.joined(path, relative))
                }
            }
        }
        return files.sorted()
    }

    /// UIKit's class for each scene element the reader knows.
    static let uikitClasses: [String: String] = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "pageViewController": "UIPageViewController",
        "splitViewController": "UISplitViewController", "hostingController": "UIHostingController",
    ]

    /// Reads one storyboard into the index. A file that is not well-formed XML is a problem at
    /// the position the parser stopped, and what was read before it stays.
    public static func read(file: String, into index: inout SourceIndex) {
        guard let data = FileManager.default.contents(atPath: file) else {
            index.problems.append((SourcePosition(file: file, line: 1, column: 1), tr("cannot be read")))
            return
        }
        read(data: data, file: file, into: &index)
    }

    /// Reads a storyboard's bytes, named `file`.
    public static func read(data: Data, file: String, into index: inout SourceIndex) {
        // Xcode writes storyboards as UTF-8. Bytes that are not are refused here: libxml2, in the
        // recovering mode Foundation's XMLParser uses, passes an invalid name through, and
        // FoundationXML then stops the process on it (found by the source fuzzer).
        if let (line, column) = firstInvalidUTF8(in: data) {
            index.problems.append((SourcePosition(file: file, line: line, column: column),
                                   tr("is not UTF-8 here (Xcode writes storyboards as UTF-8); it is not read")))
            return
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let collector = Collector(file: file, lines: lines)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        let parsed = parser.parse()
        if !parsed || collector.failure != nil {
            let (line, column) = collector.failure ?? (parser.lineNumber, parser.columnNumber)
            index.problems.append((SourcePosition(file: file, line: max(1, line), column: max(1, column)),
                                   tr("is not well-formed XML here; the scenes before it are read")))
        }
        collector.apply(to: &index)
    }

    /// The line and column (in bytes, from 1) of the first byte that is not UTF-8, if any.
    static func firstInvalidUTF8(in data: Data) -> (Int, Int)? {
        var bytes = data.makeIterator()
        var decoder = UTF8()
        var offset = 0, line = 1, lineStart = 0
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1; lineStart = offset }
            case .emptyInput:
                return nil
            case .error:
                return (line, offset - lineStart + 1)
            }
        }
    }

    /// One scene's controller.
    struct Scene {
        var id: String
        var className: String
        var position: SourcePosition
        var custom: Bool
        var presentationStyle: String?
        var barHidden = false
        var barStyle: String?
        var identifier: String?
    }

    /// A segue or relationship from a scene.
    struct Segue {
        var from: String
        var destination: String
        var kind: String
        var relationship: String?
        var style: String?
        var position: SourcePosition
    }

    final class Collector: NSObject, XMLParserDelegate {
        let file: String
        let lines: [String]
        var scenes: [String: Scene] = [:]
        var segues: [Segue] = []
        var initial: String?
        /// The scene controllers being read, innermost last.
        var stack: [String] = []
        var depthOfScene: [Int] = []
        var depth = 0
        /// Where the XML stopped being well-formed.
        var failure: (Int, Int)?

        init(file: String, lines: [String]) {
            self.file = file
            self.lines = lines
        }

        /// The position of `<name` (or of `attribute="` when given) at or above the parser's line:
        /// libxml2 reports where a start tag ends.
        func position(of name: String, line: Int, attribute: String? = nil) -> SourcePosition {
            var current = min(max(line, 1), lines.count)
            while current >= 1 {
                let text = lines[current - 1]
                if let attribute, let range = text.range(of: "\(attribute)=\"") {
                    return SourcePosition(file: file, line: current, column: text.distance(from: text.startIndex, to: range.upperBound) + 1)
                }
                if let range = text.range(of: "<\(name)") {
                    return SourcePosition(file: file, line: current, column: text.distance(from: text.startIndex, to: range.lowerBound) + 2)
                }
                if line - current > 20 { break }
                current -= 1
            }
            return SourcePosition(file: file, line: max(line, 1), column: 1)
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            depth += 1
            if name == "document" { initial = attributes["initialViewController"] }
            if let uikit = StoryboardReader.uikitClasses[name], attributes["sceneMemberID"] == "viewController", let id = attributes["id"] {
                let custom = attributes["customClass"]
                let at = position(of: name, line: parser.lineNumber, attribute: custom == nil ? nil : "customClass")
                let base = (file as NSString).lastPathComponent
                var scene = Scene(id: id, className: custom ?? "\(uikit) (\(base):\(at.line))", position: at, custom: custom != nil)
                scene.presentationStyle = attributes["modalPresentationStyle"]
                scene.identifier = attributes["storyboardIdentifier"]
                scene.barHidden = attributes["navigationBarHidden"] == "YES"
                scenes[id] = scene
                stack.append(id)
                depthOfScene.append(depth)
            } else if name == "navigationBar", let scene = stack.last, let style = attributes["barStyle"] {
                scenes[scene]?.barStyle = style
            } else if name == "segue", let scene = stack.last, let destination = attributes["destination"], let kind = attributes["kind"] {
                segues.append(Segue(from: scene, destination: destination, kind: kind, relationship: attributes["relationship"],
                                    style: attributes["modalPresentationStyle"],
                                    position: position(of: "segue", line: parser.lineNumber, attribute: "destination")))
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if failure == nil { failure = (parser.lineNumber, parser.columnNumber) }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if depthOfScene.last == depth {
                depthOfScene.removeLast()
                stack.removeLast()
            }
            depth -= 1
        }

        func apply(to index: inout SourceIndex) {
            for scene in scenes.values.sorted(by: { $0.position < $1.position }) {
                var info = index.classes[scene.className] ?? ClassInfo(name: scene.className, superclass: nil, position: scene.position)
                if !scene.custom {
                    info.superclass = String(scene.className.prefix { $0 != " " })
                    info.storyboard = file
                } else if info.superclass == nil {
                    // Its Swift declaration gives the superclass; until it is read, the scene's kind does.
                    info.storyboard = info.storyboard ?? file
                }
                if scene.barHidden, info.hidesNavigationBar == nil { info.hidesNavigationBar = scene.position }
                if let style = scene.barStyle, info.effectiveBarStyle == nil, let value = NavigationBarStyleName(style) {
                    info.barStyle = Override(value: .known(value), position: scene.position)
                }
                if let style = scene.presentationStyle, info.presentationStyle == nil, let value = ModalPresentationStyleName(style) {
                    info.presentationStyle = Override(value: .known(value), position: scene.position)
                }
                index.classes[scene.className] = info
            }
            // A launch screen's storyboard is shown before the app runs, never as its window's root
            // (found on mastodon-ios: its LaunchScreen.storyboard was imported as a root).
            let launch = (file as NSString).lastPathComponent.lowercased().replacingOccurrences(of: " ", with: "").hasPrefix("launch")
            if !launch, let initial, let scene = scenes[initial] { index.windowRoots.append((scene.className, scene.position)) }
            // SRC-9: `instantiateViewController(withIdentifier:)` and `instantiateInitialViewController()`
            // name a scene of this storyboard (an identifier is unique within its file only).
            let board = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            for scene in scenes.values.sorted(by: { $0.position < $1.position }) {
                if let identifier = scene.identifier, index.storyboardScenes[board + "/" + identifier] == nil {
                    index.storyboardScenes[board + "/" + identifier] = scene.className
                }
            }
            if let initial, let scene = scenes[initial], index.storyboardScenes[board + "/"] == nil { index.storyboardScenes[board + "/"] = scene.className }
            var stacks: [String: [(String, SourcePosition)]] = [:]
            for segue in segues {
                guard let from = scenes[segue.from], let to = scenes[segue.destination] else { continue }
                switch (segue.kind, segue.relationship) {
                case ("relationship", "rootViewController"):
                    index.edges.append(.root(navigation: from.className, child: to.className, at: segue.position))
                case ("relationship", "viewControllers"):
                    stacks[from.className, default: []].append((to.className, segue.position))
                case ("embed", _):
                    index.edges.append(.child(container: from.className, child: to.className, at: segue.position))
                case ("show", _), ("push", _):
                    index.edges.append(.push(from: from.className, child: to.className, at: segue.position))
                case ("presentation", _), ("popoverPresentation", _), ("modal", _):
                    let style: Recovered<ModalPresentationStyle>? = segue.kind == "popoverPresentation" ? .known(.formSheet)
                        : segue.style.map { ModalPresentationStyleName($0).map { .known($0) } ?? .unknown }
                    index.edges.append(.present(from: from.className, child: to.className, style: style, captures: false, at: segue.position))
                default:
                    break
                }
            }
            for (owner, children) in stacks.sorted(by: { $0.key < $1.key }) { index.lists.append((owner, children)) }
        }
    }
}

/// Storyboards spell UIKit's enums as Interface Builder does.
func ModalPresentationStyleName(_ name: String) -> ModalPresentationStyle? {
    // A popover adapts like a form sheet on a phone (SRC-8).
    name == "popover" ? .formSheet
        : ModalPresentationStyle(rawValue: name) ?? ModalPresentationStyle(rawValue: name.prefix(1).lowercased() + name.dropFirst())
}

func NavigationBarStyleName(_ name: String) -> NavigationBarStyle? {
    NavigationBarStyle(rawValue: name) ?? (name == "blackOpaque" || name == "blackTranslucent" ? .black : nil)
}
