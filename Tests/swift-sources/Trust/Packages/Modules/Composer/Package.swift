// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Composer",
    platforms: [.iOS(.v16)],
    products: [.library(name: "Composer", targets: ["Composer"])],
    targets: [.target(name: "Composer")]
)
