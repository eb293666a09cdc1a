//! The Manifold 3D app (feature `app`, on by default).

fn main() -> std::process::ExitCode {
    manifold::run()
}
